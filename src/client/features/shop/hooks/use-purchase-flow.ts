import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TIMING } from '../../../../shared/constants';
import type { PurchaseResponse, ShopItem } from '../../../../shared/schemas/shop';
import { errorMessage, isConnectionProblem } from '../../../lib/api-client';
import { useDialogSubject } from '../../../lib/dialog-entry';
import { keyed } from '../../../lib/idempotency';
import { toast } from '../../../lib/toast';
import { petsQueryOptions } from '../api/get-pets';
import { usePurchaseItem } from '../api/purchase-item';

const INSUFFICIENT = "You don't have enough coins for this purchase.";
/** No answer came: the balance and items, read again (purchase-item.ts), tell what happened. */
const UNCONFIRMED =
  "We couldn't confirm it. Your balance and items now show whether it went through.";

function insufficientCoins() {
  toast({ title: 'Insufficient Coins', description: INSUFFICIENT, variant: 'destructive' });
}

function purchasedMessage(res: PurchaseResponse): string {
  switch (res.item.type) {
    case 'energy':
      return res.pet ? `${res.pet.name}'s energy is now ${res.pet.energy}%.` : 'Energy restored.';
    case 'food':
      return 'Find it under My Items and feed it to your pet.';
    case 'accessory':
      return 'Put it on your pet under My Items.';
    default:
      return res.pet ? `Say hello to ${res.pet.name}!` : 'Enjoy!';
  }
}

/**
 * Spec section 4 "Shop purchase": confirm, buy, then refresh what the item touched. A pet item
 * reads the pet list again and, with more than one pet, goes to /pet-selection after 1 s. The
 * confirm dialog is a history entry, so the phone's Back closes it instead of leaving the shop.
 */
export function usePurchaseFlow(coins: number) {
  const dialog = useDialogSubject<ShopItem>('confirm-purchase');
  const done = () => dialog.close();
  const purchase = usePurchaseItem();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const afterPetPurchase = async (res: PurchaseResponse) => {
    try {
      const pets = await queryClient.fetchQuery({ ...petsQueryOptions(), staleTime: 0 });
      if (!res.pet || !pets.some((p) => p.id === res.pet?.id)) throw new Error('pet missing');
      if (pets.length > 1) {
        timer.current = window.setTimeout(
          () => void navigate('/pet-selection'),
          TIMING.shopPetRedirectMs,
        );
      }
    } catch {
      toast({
        title: 'Pet Creation Failed',
        description: 'Failed to create your pet. Please contact support.',
        variant: 'destructive',
      });
    }
  };

  const confirm = (item: ShopItem) => {
    if (coins < item.price) {
      done();
      insufficientCoins();
      return;
    }
    purchase.mutate(keyed(item.id), {
      onSuccess: (res) => {
        done();
        toast({ title: `${res.item.name} purchased!`, description: purchasedMessage(res) });
        if (res.item.type === 'pet') void afterPetPurchase(res);
      },
      onError: (error) => {
        done();
        const message = isConnectionProblem(error)
          ? UNCONFIRMED
          : errorMessage(error, 'Could not complete purchase.');
        if (message === INSUFFICIENT) insufficientCoins();
        else toast({ title: 'Purchase Failed', description: message, variant: 'destructive' });
      },
    });
  };

  return {
    pending: dialog.subject,
    isBuying: purchase.isPending,
    ask: dialog.ask,
    cancel: done,
    confirm,
  };
}
