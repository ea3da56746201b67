import { describe, expect, it } from 'vitest';
import { cleanName, contentMatches, extensionOf, extensionProblem, headerSize, isText, sizeProblem, uploadType } from './files.check';
import { bmp, samples } from './files.testkit';

describe('upload checks', () => {
  it('maps type codes (600 is an image) and refuses others', () => {
    expect([0, 1, 2, 3, 600, 4, 700, undefined].map(uploadType)).toEqual([0, 1, 2, 3, 0, null, null, null]);
  });

  it('takes the name and extension from what browsers send', () => {
    expect(cleanName('C:\\fakepath\\族谱.PNG')).toBe('族谱.PNG');
    expect(cleanName('../../etc/passwd')).toBe('passwd');
    expect(extensionOf('C:\\fakepath\\族谱.PNG')).toBe('png');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('archive.tar.')).toBe('');
    expect(extensionOf('x.mpeg4')).toBe('mpeg4');
  });

  it('names the allowed extensions and the size limit', () => {
    expect(extensionProblem(2, 'ogg')).toBe('音频只支持以下格式：.mp3 .wav');
    expect(extensionProblem(2, 'wav')).toBeNull();
    expect(sizeProblem(1, 200 * 1024 * 1024 + 1)).toBe('文件太大，视频不能超过200MB');
    expect(sizeProblem(3, 50 * 1024 * 1024)).toBeNull();
    expect(sizeProblem(3, 0)).toBe('文件内容为空');
  });

  it('text is UTF-8 or GB18030 without NUL or control characters', () => {
    expect(isText(Buffer.from('\ufeff第一行\n\tsecond\r\n'))).toBe(true);
    expect(isText(samples.txtGbk())).toBe(true);
    expect(isText(Buffer.from([0x41, 0x00, 0x42]))).toBe(false);
    expect(isText(Buffer.from([0x41, 0x07]))).toBe(false);
    expect(isText(Buffer.from([0xff, 0xff, 0xff]))).toBe(false);
  });

  it('never matches SVG or unlisted extensions', () => {
    expect(contentMatches('svg', samples.svg())).toBe(false);
    expect(contentMatches('png', samples.svg())).toBe(false);
    expect(contentMatches('exe', Buffer.from('MZ'))).toBe(false);
    expect(contentMatches('pdf', Buffer.concat([Buffer.from('\n\n'), samples.pdf()]))).toBe(true);
  });

  it('reads BMP sizes from the header', () => {
    expect(headerSize('bmp', bmp())).toEqual({ width: 2, height: 3 });
    expect(headerSize('bmp', Buffer.from('BM'))).toBeNull();
  });
});
