/** What a card's footer has open: the notes (or the notes with the reply field focused), or a menu. */
export type LayerKind = 'notes' | 'reply' | 'reblog' | 'more';
