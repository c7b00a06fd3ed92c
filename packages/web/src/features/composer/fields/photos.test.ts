import { describe, expect, it } from 'vitest';
import { addPhoto, movePhoto, removePhoto, updatePhoto } from './photos';

describe('photo list', () => {
  const two = addPhoto(addPhoto([], { caption: 'a' }), { caption: 'b' });

  it('gives each added photo the next o-id, also after a removal', () => {
    expect(two.map((p) => p.id)).toEqual(['o1', 'o2']);
    expect(addPhoto(removePhoto(two, 'o1'), {}).map((p) => p.id)).toEqual(['o2', 'o3']);
  });

  it('moves a photo up or down and leaves it at the ends', () => {
    expect(movePhoto(two, 'o2', -1).map((p) => p.id)).toEqual(['o2', 'o1']);
    expect(movePhoto(two, 'o1', -1).map((p) => p.id)).toEqual(['o1', 'o2']);
    expect(movePhoto(two, 'o2', 1).map((p) => p.id)).toEqual(['o1', 'o2']);
  });

  it('updates one photo', () => {
    expect(updatePhoto(two, 'o2', { preuploadUrl: '/media/x.png' })[1]).toMatchObject({
      id: 'o2',
      caption: 'b',
      preuploadUrl: '/media/x.png',
    });
  });
});
