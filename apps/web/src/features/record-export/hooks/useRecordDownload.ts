import { useCallback, useRef, useState } from 'react';

import { downloadRecord } from '../downloadRecord';
import { saveFile } from '../saveFile';

export type RecordDownloadState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; message: string };

/** Downloads the record on demand, one download at a time, and says how it went. */
export const useRecordDownload = () => {
  const [state, setState] = useState<RecordDownloadState>({ status: 'idle' });
  const busy = useRef(false);
  const download = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'busy' });
    const result = await downloadRecord();
    busy.current = false;
    if (!result.ok) {
      setState({ status: 'failed', message: result.message });
      return;
    }
    saveFile(result.file, result.fileName);
    setState({ status: 'done', fileName: result.fileName });
  }, []);
  return { state, download };
};
