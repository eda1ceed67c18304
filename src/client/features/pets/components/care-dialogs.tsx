import { Sparkles } from 'lucide-react';
import { CARE, FULL_STAT_FOR_ACTION, type CareAction } from '../../../../shared/constants';
import type { Pet } from '../../../../shared/schemas/pets';
import { CoinIcon } from '../../../components/coin-badge';
import { Confetti } from '../../../components/confetti';
import { NotEnoughEnergyDialog } from '../../../components/not-enough-energy-dialog';
import { PetArt } from '../../../components/pet-art';
import { PET_STATS } from '../../../components/stat-bar';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { CareDialog, LevelUp } from '../hooks/use-care-action';
import { ACTION_LABEL } from '../lib/labels';

export interface CareDialogsProps {
  pet: Pet | null;
  dialog: CareDialog;
  levelUp: LevelUp | null;
  confetti: boolean;
  onCloseDialog: () => void;
  onConfirmFull: (action: CareAction) => void;
  onVisitShop: () => void;
  onCloseLevelUp: () => void;
}

/** The three popups of a care action: too tired, stat already full, level up. */
export function CareDialogs(props: CareDialogsProps) {
  const { pet, dialog, levelUp } = props;
  const name = pet?.name ?? 'Your pet';
  const fullAction = dialog?.kind === 'stat-full' ? dialog.action : null;
  const fullStat = fullAction ? PET_STATS[FULL_STAT_FOR_ACTION[fullAction]] : null;

  return (
    <>
      <NotEnoughEnergyDialog
        open={dialog?.kind === 'no-energy'}
        pet={pet}
        onClose={props.onCloseDialog}
        onVisitShop={props.onVisitShop}
        description={
          dialog?.kind === 'no-energy' && dialog.fromServer
            ? `${name} does not have enough energy for that. Every action needs ${CARE.energyCost} energy.`
            : `${name} is too tired! It needs ${CARE.energyCost} energy for every action. Let it rest, or pick up an energy boost in the shop.`
        }
      />

      <Dialog
        open={fullAction !== null}
        onOpenChange={(open) => !open && props.onCloseDialog()}
        title="Stat Already Full!"
        description={
          fullAction && fullStat
            ? `${name}'s ${fullStat.label.toLowerCase()} is already at 100%. ${ACTION_LABEL[fullAction]} anyway? It still earns ${CARE.xpPerAction} XP and uses ${CARE.energyCost} energy.`
            : undefined
        }
      >
        <div className="flex flex-col gap-2">
          <Button block onClick={() => fullAction && props.onConfirmFull(fullAction)}>
            Do It Anyway!
          </Button>
          <Button block variant="ghost" onClick={props.onCloseDialog}>
            Cancel
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={levelUp !== null}
        onOpenChange={(open) => !open && props.onCloseLevelUp()}
        title="Level Up! 🎉"
        description={levelUp ? `${name} reached level ${levelUp.level}!` : undefined}
        className="overflow-hidden bg-gradient-to-b from-grape-50 to-white"
      >
        {levelUp && pet ? (
          <div className="flex flex-col items-center">
            <div className="relative">
              <div
                className="absolute inset-0 -z-0 animate-pulse rounded-full bg-coin-400/30 blur-2xl"
                aria-hidden="true"
              />
              <PetArt
                type={pet.type}
                variant={pet.variant}
                mood="happy"
                accessories={pet.accessories}
                size={140}
                className="relative"
              />
              <span className="absolute -right-2 top-2 flex h-14 w-14 animate-pop flex-col items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-grape-500 text-white shadow-lift">
                <span className="text-2xs font-bold uppercase leading-none">Lv</span>
                <span className="text-xl font-black leading-none">{levelUp.level}</span>
              </span>
            </div>
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-coin-100 px-3 py-1.5 text-sm font-extrabold text-coin-700">
              <CoinIcon className="h-4 w-4" />+{levelUp.coins} coins
            </p>
            <Button block className="mt-5" onClick={props.onCloseLevelUp}>
              <Sparkles className="h-5 w-5" aria-hidden="true" />
              Awesome!
            </Button>
          </div>
        ) : null}
      </Dialog>

      {props.confetti ? <Confetti /> : null}
    </>
  );
}
