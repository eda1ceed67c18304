import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// App icons (favicon, apple-touch, 192/512 and maskable) generated from the SVG logo at build time.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#f43f6a' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#f43f6a' } },
  },
  images: ['public/favicon.svg'],
});
