/**
 * 扫一扫: reads a QR code from the camera or from a photo (BarcodeDetector where the browser has it, else jsQR loaded on
 * demand: src/lib/qr-reader.ts), or takes pasted text, then applies the scanned-code rules (src/lib/scan.ts) and
 * navigates 800 ms later.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Input, Popup, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { navigateAfterScan, resolveScan } from '@src/lib/scan';
import { browserScanConfig } from '@src/lib/scan-config';
import { alert } from '@src/app/shell/feedback';
import { qrReader, readQrFromFile } from '@src/lib/qr-reader';

export function ScanSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [camera, setCamera] = useState<'off' | 'on' | 'unsupported' | 'denied'>('off');
  const video = useRef<HTMLVideoElement>(null);
  const photo = useRef<HTMLInputElement>(null);
  const stopRef = useRef<() => void>(() => {});

  const handle = (raw: string) => {
    const r = resolveScan(raw, browserScanConfig());
    if (r.kind === 'unknown') {
      void alert(<div style={{ wordBreak: 'break-all' }}>{r.text || '未识别到内容'}</div>, '无法识别的二维码');
      return;
    }
    Toast.show({ icon: 'success', content: '识别成功', duration: 800 });
    stopRef.current();
    onClose();
    navigateAfterScan(r, (to) => navigate(to));
  };

  useEffect(() => {
    if (!visible) {
      stopRef.current();
      setCamera('off');
    }
  }, [visible]);

  useEffect(() => () => stopRef.current(), []);

  const startCamera = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera('unsupported');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    } catch {
      setCamera('denied');
      return;
    }
    let reader: Awaited<ReturnType<typeof qrReader>>;
    try {
      reader = await qrReader();
    } catch {
      stream.getTracks().forEach((t) => t.stop());
      setCamera('unsupported');
      return;
    }
    let stopped = false;
    stopRef.current = () => {
      stopped = true;
      stream.getTracks().forEach((t) => t.stop());
    };
    setCamera('on');
    const v = video.current;
    if (!v) return;
    v.srcObject = stream;
    await v.play().catch(() => {});
    const loop = async () => {
      if (stopped) return;
      try {
        const text = await reader.read(v);
        if (text) return handle(text);
      } catch {
        /* frame not ready */
      }
      setTimeout(loop, 300);
    };
    void loop();
  };

  const fromPhoto = async (file: File | undefined) => {
    if (!file) return;
    const text = await readQrFromFile(file).catch(() => null);
    if (text) handle(text);
    else Toast.show({ content: '图片中没有识别到二维码' });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, padding: 16 }}>
      <h3 style={{ margin: '0 0 12px', fontSize: 16 }}>扫一扫</h3>
      <video ref={video} playsInline muted style={{ width: '100%', maxHeight: 280, background: '#000', borderRadius: 8, display: camera === 'on' ? 'block' : 'none' }} />
      {camera !== 'on' && (
        <Button block color="primary" fill="outline" onClick={() => void startCamera()}>
          打开摄像头扫码
        </Button>
      )}
      <Button block fill="none" style={{ marginTop: 8 }} onClick={() => photo.current?.click()}>
        从相册选择二维码图片
      </Button>
      <input ref={photo} type="file" accept="image/*" hidden aria-label="二维码图片" onChange={(e) => { void fromPhoto(e.target.files?.[0]); e.target.value = ''; }} />
      {camera === 'unsupported' && <p className="zp-hint">当前浏览器无法打开摄像头，请选择二维码图片或把二维码内容粘贴到下面。</p>}
      {camera === 'denied' && <p className="zp-hint">摄像头权限已被拒绝，请在浏览器设置中允许后重试，或粘贴二维码内容。</p>}
      <div className="zp-row" style={{ marginTop: 12 }}>
        <Input className="zp-grow" placeholder="粘贴二维码内容或链接" value={text} onChange={setText} clearable />
        <Button size="small" color="primary" disabled={!text.trim()} onClick={() => handle(text)}>
          识别
        </Button>
      </div>
    </Popup>
  );
}
