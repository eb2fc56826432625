import { useCallback } from 'react';
import { COPY_FAILED, copyText } from './clipboard';
import { useToast } from './toast';

export interface CopyMessages {
  /** Toast on success. */
  success: { title: string; description?: string };
  /** Toast description on failure (title 'Error'); 'Failed to copy to clipboard.' by default. */
  failure?: string;
}

/** Copies text and reports the outcome with a toast (spec §8). Resolves true when copied. */
export function useCopy() {
  const { toast } = useToast();
  return useCallback(
    async (text: string, messages: CopyMessages): Promise<boolean> => {
      try {
        await copyText(text);
        toast(messages.success);
        return true;
      } catch {
        toast({
          title: 'Error',
          description: messages.failure ?? COPY_FAILED,
          variant: 'destructive',
        });
        return false;
      }
    },
    [toast],
  );
}
