/**
 * The title font catalogue (spec document 2 §3): about 35 named fonts, each with a display name and
 * a CSS family. We ship no webfont files (self-hosted, offline-friendly), so every family ends in
 * local fallbacks a browser already has.
 */
export interface TitleFont {
  name: string;
  displayName: string;
  cssFamily: string;
}

const serif = 'Georgia, "Times New Roman", serif';
const sans = '"Helvetica Neue", Helvetica, Arial, sans-serif';
const mono = '"Courier New", Courier, monospace';

function font(name: string, displayName: string, family: string, fallback: string): TitleFont {
  return { name, displayName, cssFamily: `"${family}", ${fallback}` };
}

export const TITLE_FONTS: readonly TitleFont[] = [
  font('Alternate Gothic', 'Alternate Gothic', 'Alternate Gothic No1 D', sans),
  font('Arquitecta', 'Arquitecta', 'Arquitecta', sans),
  font('Avalon', 'Avalon', 'Avalon', sans),
  font('Baskerville', 'Baskerville', 'Baskerville', serif),
  font('Bodoni', 'Bodoni', 'Bodoni 72', serif),
  font('Book Antiqua', 'Book Antiqua', 'Book Antiqua', serif),
  font('Bookmania', 'Bookmania', 'Bookmania', serif),
  font('Brutal Type', 'Brutal Type', 'Brutal Type', sans),
  font('Calluna Sans', 'Calluna Sans', 'Calluna Sans', sans),
  font('Capital', 'Capital', 'Capital', sans),
  font('Courier New', 'Courier New', 'Courier New', mono),
  font('Caslon FS', 'Caslon', 'Big Caslon', serif),
  font('Favorit', 'Favorit', 'Favorit', sans),
  font('Fairplex', 'Fairplex', 'Fairplex Wide', serif),
  font('Futura', 'Futura', 'Futura', sans),
  font('Garamond', 'Garamond', 'EB Garamond', serif),
  font('Georgia', 'Georgia', 'Georgia', serif),
  font('Gibson', 'Gibson', 'Gibson', sans),
  font('Grumpy Black', 'Grumpy', 'Grumpy Black 48', serif),
  font('Helvetica Neue', 'Helvetica Neue', 'Helvetica Neue', sans),
  font('Karloff Positive', 'Karloff', 'Karloff Positive', serif),
  font('Lorimer No 2', 'Lorimer No 2', 'Lorimer No 2', sans),
  font('Lucida Sans', 'Lucida Sans', 'Lucida Sans Unicode', sans),
  font('MinervaModern', 'Minerva Modern', 'Minerva Modern', sans),
  font('New Caledonia', 'New Caledonia', 'New Caledonia', serif),
  font('News Gothic', 'News Gothic', 'News Gothic MT', sans),
  font('Palatino', 'Palatino', 'Palatino Linotype', serif),
  font('Pressura', 'Pressura', 'Pressura', mono),
  font('Quadrat', 'Quadrat', 'Quadrat Grotesk', sans),
  font('Response', 'Response', 'Response', sans),
  font('Sofia Pro', 'Sofia Pro', 'Sofia Pro', sans),
  font('Square Serif', 'Square Serif', 'Rockwell', serif),
  font('Streetscript', 'Streetscript', 'Brush Script MT', 'cursive'),
  font('Sterling', 'Sterling', 'Sterling', sans),
  font('Trebuchet MS', 'Trebuchet', 'Trebuchet MS', sans),
  font('Typewriter', 'Typewriter', 'American Typewriter', mono),
  font('Verdana', 'Verdana', 'Verdana', sans),
  font('Ziclets', 'Ziclets', 'Ziclets', 'fantasy'),
];

const byName = new Map(TITLE_FONTS.map((f) => [f.name, f]));

export function findTitleFont(name: string): TitleFont | undefined {
  return byName.get(name);
}
