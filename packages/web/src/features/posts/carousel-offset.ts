import { createContext, type RefObject, useContext } from 'react';

/**
 * The photo a post's carousel shows, kept for its card (issue 17: the like payload's `offset`, spec
 * document 2 §3): the carousel writes it as the reader moves, the like reads it when sent. A ref,
 * not state: nothing draws from it.
 */
export const CarouselOffset = createContext<RefObject<number> | null>(null);

export const useCarouselOffset = () => useContext(CarouselOffset);
