import { CARE_EFFECTS, ECONOMY } from '../../../../shared/constants';
import { formatDuration } from '../../../../shared/rules/emoji-game';

/** What the server says the game's play action earned, beside the game's own reward. */
interface PlayEarnings {
  coins: number;
  xp: number;
  /** Daily challenges this game completed (their coins are in `coins` too). */
  challenges: string[];
}

export function GameComplete({
  moves,
  seconds,
  reward,
  wins,
  status,
  failure,
  earned,
}: {
  moves: number;
  seconds: number;
  reward: { kind: 'perfect' | 'good'; happiness: number };
  wins: number | null;
  status: 'sending' | 'sent' | 'failed';
  /** Why the server refused the result: then no reward was given, so none is shown. */
  failure: string | null;
  /** Once the server has answered: the rest of what the game earned, so none of it goes unseen. */
  earned: PlayEarnings | null;
}) {
  const perfect = reward.kind === 'perfect';
  return (
    <div
      role="status"
      className="relative mx-4 mt-8 animate-pop rounded-3xl bg-white/95 p-6 text-center shadow-card"
    >
      <div className="text-6xl" aria-hidden="true">
        {perfect ? '🏆' : '🎉'}
      </div>
      <h2 className="mt-2 text-2xl font-black text-ink-900">
        {perfect ? 'Perfect Match!' : 'Good Try!'}
      </h2>
      {status === 'failed' ? (
        <p className="mt-1 font-bold text-brand-700">Not saved: {failure}</p>
      ) : (
        <p className="mt-1 font-bold text-emerald-600">+{reward.happiness} happiness</p>
      )}
      {earned ? (
        <div className="mt-2 space-y-1 text-sm font-semibold text-ink-700">
          <p>
            Play: +{CARE_EFFECTS.play.amount} happiness · +
            {earned.coins - earned.challenges.length * ECONOMY.challengeReward} coins · +{earned.xp}{' '}
            XP
          </p>
          {earned.challenges.map((name) => (
            <p key={name} className="font-bold text-coin-700">
              <span aria-hidden="true">🎯 </span>Daily challenge complete: {name}{' '}
              <span className="whitespace-nowrap">+{ECONOMY.challengeReward} coins</span>
            </p>
          ))}
        </div>
      ) : null}
      <dl className="mt-5 grid grid-cols-3 gap-2">
        <Stat label="Moves" value={String(moves)} />
        <Stat label="Time" value={formatDuration(seconds)} />
        <Stat label="Total wins" value={wins === null ? '–' : String(wins)} />
      </dl>
      <p className="mt-5 text-sm text-ink-500">
        {status === 'sending' ? 'Saving your result…' : 'Heading back to your pet…'}
      </p>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-grape-50 px-2 py-3">
      {/* One line in a third of a 390 px screen: 'Total wins' wrapped with wide tracking. */}
      <dt className="whitespace-nowrap text-xs font-bold uppercase text-ink-500">{label}</dt>
      <dd className="mt-0.5 text-xl font-black text-ink-900">{value}</dd>
    </div>
  );
}
