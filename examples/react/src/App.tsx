import { type Card, type Game, SUIT_SYMBOLS, type VisibleColumn, colourOf, makeCard } from '@russian-solitaire/engine';
import { memo, useState, useSyncExternalStore } from 'react';
import { fairHintText, winnableGame } from '../../shared/solver';
import { clickCard, firstGame } from '../../shared/table';

export function App() {
  const [game, setGame] = useState(firstGame);
  // The game is an external store: a new snapshot after each change, the same object until then.
  const snapshot = useSyncExternalStore(game.subscribe, game.snapshot);
  const [message, setMessage] = useState('');

  const hint = async () => {
    setMessage('Thinking…');
    const text = await fairHintText(game);
    if (text !== null) setMessage(text);
  };
  const deal = async () => {
    setMessage('Dealing…');
    const next = await winnableGame();
    if (next.ok) setGame(next.value);
    setMessage(next.ok ? '' : next.error.message);
  };

  return (
    <main>
      <h1>{snapshot.gameCode}</h1>
      <p>
        Score {snapshot.score} · Moves {snapshot.moveCount}
        {snapshot.isWon ? ' · Won!' : ''}
      </p>
      <p>
        <button onClick={() => game.undo()} disabled={!snapshot.canUndo}>
          Undo
        </button>
        <button onClick={() => void hint()}>Hint</button>
        <button onClick={() => void deal()}>New winnable deal</button>
      </p>
      <ol className="foundations" aria-label="Foundations">
        {snapshot.foundations.map((count, suit) => (
          <li key={suit}>
            {SUIT_SYMBOLS[suit]} {count}
          </li>
        ))}
      </ol>
      <div className="tableau">
        {snapshot.columns.map((column, index) => (
          <Column key={index} index={index} column={column} game={game} onRefused={setMessage} />
        ))}
      </div>
      <p role="status">{message}</p>
    </main>
  );
}

interface ColumnProps {
  index: number;
  column: VisibleColumn;
  game: Game;
  onRefused: (message: string) => void;
}

// A move leaves the other columns' snapshots as they were, so `memo` skips them.
const Column = memo(function Column({ index, column, game, onRefused }: ColumnProps) {
  const click = (card: Card) => onRefused(clickCard(game, card));
  return (
    <ol className="column" aria-label={`Column ${index + 1}`}>
      {Array.from({ length: column.faceDownCount }, (_, i) => (
        <li key={`down-${i}`} className="down" aria-label="face down" />
      ))}
      {column.faceUp.map((card) => (
        <li key={card}>
          <button className={colourOf(card)} onClick={() => click(card)}>
            {makeCard(card, 'shown')}
          </button>
        </li>
      ))}
    </ol>
  );
});
