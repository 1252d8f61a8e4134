import type {ReactNode} from 'react';
import PosTag from '@theme/PosTag';
import type {Piece} from '../findTags';

/** Text with its tags as PosTag buttons, or null when it holds no tag (the caller then renders it untouched). */
export function tagged(pieces: readonly Piece[]): ReactNode[] | null {
  if (pieces.every((piece) => typeof piece === 'string')) return null;
  return pieces.map((piece, i) => (typeof piece === 'string' ? piece : <PosTag key={i} tag={piece.tag} />));
}
