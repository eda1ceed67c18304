import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadMyData } from '../api/download-my-data';

/** Download My Data: everything the Privacy Policy says is kept, as one JSON file. */
export function DownloadMyData() {
  const download = useDownloadMyData();
  return (
    <Button
      variant="secondary"
      block
      aria-busy={download.isPending || undefined}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) =>
            toast({
              title: 'Download Failed',
              description: errorMessage(error, 'Could not get your data. Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    >
      <Download className="h-4.5 w-4.5 text-grape-600" aria-hidden="true" />
      {download.isPending ? 'Preparing your data…' : 'Download My Data'}
    </Button>
  );
}
