import { describe, expect, it } from 'vitest';
import { cleanName, contentMatches, extensionOf, extensionProblem, headerSize, isText, sizeProblem, uploadType } from './files.check';
import { FILE_EXTENSIONS } from '@contract/files';
import { bmp, gif, ico, jpeg, png, samples } from './files.testkit';

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

  it('never matches SVG or unlisted extensions', async () => {
    expect(await contentMatches('svg', samples.svg())).toBe(false);
    expect(await contentMatches('png', samples.svg())).toBe(false);
    expect(await contentMatches('exe', Buffer.from('MZ'))).toBe(false);
    expect(await contentMatches('pdf', Buffer.concat([Buffer.from('\n\n'), samples.pdf()]))).toBe(true);
  });

  it('matches every extension of the spec\'s lists with a file of its kind (file-type for binary formats)', async () => {
    const kinds: Record<string, () => Buffer | Promise<Buffer>> = {
      jpg: () => jpeg(10, 10), jpeg: () => jpeg(10, 10), png: () => png(10, 10), gif: () => gif(10, 10), bmp, ico,
      mp4: samples.mp4, mpeg4: samples.mp4, '3gp': samples['3gp'], mov: samples.mov, avi: samples.avi, flv: samples.flv,
      swf: samples.swf, mpeg1: samples.mpeg1, mp3: samples.mp3, wav: samples.wav,
      rar: samples.rar, pdf: samples.pdf, docx: samples.zip, xlsx: samples.zip, pptx: samples.zip, zip: samples.zip,
      txt: samples.txt, doc: samples.ole, xls: samples.ole, ppt: samples.ole, p12: samples.p12, pem: samples.pem,
      apk: samples.zip, wgt: samples.zip,
    };
    const listed = Object.values(FILE_EXTENSIONS).flat();
    expect(Object.keys(kinds).sort()).toEqual([...listed].sort());
    for (const ext of listed) expect(await contentMatches(ext, await kinds[ext]()), ext).toBe(true);
    expect(await contentMatches('mp3', samples.mp3Frames())).toBe(true);
  });

  it('refuses content of another kind than the extension says', async () => {
    const cases: [string, Buffer][] = [
      ['png', await jpeg(10, 10)], ['jpg', await png(10, 10)], ['gif', bmp()], ['mp3', samples.wav()], ['wav', samples.avi()],
      ['avi', samples.wav()], ['mp4', samples.txt()], ['docx', samples.ole()], ['doc', samples.zip()], ['zip', samples.rar()],
      ['pdf', await png(10, 10)], ['txt', await jpeg(10, 10)], ['pem', samples.txt()], ['p12', samples.txt()], ['mov', samples.flv()],
    ];
    for (const [ext, content] of cases) expect(await contentMatches(ext, content), ext).toBe(false);
  });

  it('reads BMP sizes from the header', () => {
    expect(headerSize('bmp', bmp())).toEqual({ width: 2, height: 3 });
    expect(headerSize('bmp', Buffer.from('BM'))).toBeNull();
  });
});
