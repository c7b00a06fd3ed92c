import { describe, expect, it } from 'vitest';
import { editorTypeOfFormat, FORMAT_CODES, formatCode } from './format.js';
import { nextPhotoId, photoDisplayUrl, photoUploadUrl } from './photo.js';
import { REBLOG_COMMENT_FIELD, SLOT_FIELDS, slotOf } from './slots.js';
import { normalizePostType, POST_TYPES } from './types.js';

describe('post types', () => {
  it('has eight types and the two aliases', () => {
    expect(POST_TYPES).toEqual(['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'answer']);
    expect(normalizePostType('regular')).toBe('text');
    expect(normalizePostType('conversation')).toBe('chat');
    expect(normalizePostType('Photo')).toBe('photo');
    expect(normalizePostType('poll')).toBeUndefined();
    expect(normalizePostType(3)).toBeUndefined();
  });

  it('maps the slots in the spec table order', () => {
    expect(SLOT_FIELDS.text).toEqual(['title', 'body']);
    expect(SLOT_FIELDS.photo).toEqual(['caption', 'linkthrough']);
    expect(SLOT_FIELDS.quote).toEqual(['quote', 'source']);
    expect(SLOT_FIELDS.link).toEqual(['title', 'url', 'caption']);
    expect(SLOT_FIELDS.chat).toEqual(['title', 'chat']);
    expect(SLOT_FIELDS.audio).toEqual(['caption', 'url']);
    expect(SLOT_FIELDS.video).toEqual(['embedCode', 'caption']);
    expect(SLOT_FIELDS.answer).toEqual(['ask', 'answer', 'caption']);
    expect(slotOf('link', 'caption')).toBe('three');
    expect(slotOf('text', 'caption')).toBeUndefined();
  });

  it('names a reblog comment field that is a slot of its type', () => {
    for (const [type, field] of Object.entries(REBLOG_COMMENT_FIELD)) {
      if (field) expect(SLOT_FIELDS[type as keyof typeof SLOT_FIELDS]).toContain(field);
    }
  });
});

describe('format codes', () => {
  it('are rich 0, html 1, markdown 2 both ways', () => {
    expect(FORMAT_CODES).toEqual({ rich: 0, html: 1, markdown: 2 });
    expect(formatCode('markdown')).toBe(2);
    expect(editorTypeOfFormat(0, { current: 'markdown' })).toBe('rich');
    expect(editorTypeOfFormat('2', { current: 'rich' })).toBe('markdown');
  });

  it('keeps the current editor for app posts with code 1', () => {
    expect(editorTypeOfFormat(1, { fromApp: true, current: 'markdown' })).toBe('markdown');
    expect(editorTypeOfFormat(1, { fromApp: false, current: 'markdown' })).toBe('html');
  });
});

describe('photo items', () => {
  it('display the first present of preupload, external, base64, url', () => {
    expect(photoDisplayUrl({ id: 'o1', url: 'u', base64: 'b' })).toBe('b');
    expect(photoDisplayUrl({ id: 'o1', url: 'u', externalUrl: 'e', preuploadUrl: 'p' })).toBe('p');
    expect(photoDisplayUrl({ id: 'o1', url: 'u' })).toBe('u');
  });

  it('upload the first present of preupload, external', () => {
    expect(photoUploadUrl({ id: 'o1', url: 'u', base64: 'b' })).toBeUndefined();
    expect(photoUploadUrl({ id: 'o1', externalUrl: 'e' })).toBe('e');
    expect(photoUploadUrl({ id: 'o1', externalUrl: 'e', preuploadUrl: 'p' })).toBe('p');
  });

  it('get fresh o{N} ids', () => {
    expect(nextPhotoId([])).toBe('o1');
    expect(nextPhotoId([{ id: 'o1' }, { id: 'o3' }])).toBe('o4');
  });
});
