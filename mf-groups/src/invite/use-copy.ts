import { useToast } from '@worship/shell-contract';
import { useCallback } from 'react';
import { copyText } from '../lib/clipboard';

export interface CopyMessages {
  /** Toast on success. */
  success: { title: string; description?: string };
  /** Toast description on failure (title 'Error'). */
  failure: string;
}

/** Copies text and reports the outcome with a toast. Resolves true when copied. */
export function useCopy() {
  const { toast } = useToast();
  return useCallback(
    async (text: string, messages: CopyMessages): Promise<boolean> => {
      try {
        await copyText(text);
        toast(messages.success);
        return true;
      } catch {
        toast({ title: 'Error', description: messages.failure, variant: 'destructive' });
        return false;
      }
    },
    [toast],
  );
}
