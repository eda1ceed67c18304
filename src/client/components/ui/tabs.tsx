import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Tabs({
  value,
  onValueChange,
  defaultValue,
  tabs,
  className,
}: {
  value?: string;
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  tabs: { value: string; label: ReactNode; content: ReactNode }[];
  className?: string;
}) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={onValueChange}
      defaultValue={defaultValue ?? tabs[0]?.value}
      className={className}
    >
      <RadixTabs.List className="flex flex-wrap gap-1 rounded-2xl bg-ink-100/70 p-1">
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            className="flex-1 whitespace-nowrap rounded-xl px-2 py-2 text-sm font-bold text-ink-500 transition data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm"
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value} className={cn('mt-4 focus:outline-none')}>
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
