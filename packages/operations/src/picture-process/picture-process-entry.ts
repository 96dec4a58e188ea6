// Entry of the picture process (also a tsup entry: `dist/picture-process/picture-process-entry.js`). It draws the
// PNGs a calculation thread asks for, one at a time, and ends when that thread lets go of it (picture-process.ts).
// First, so that the stop signals are ignored before the renderer loads.
import './ignore-stop-signals';
import { lowerThreadPriority } from '../calculation-pool/lower-thread-priority';
import { drawPng } from '../draw-png';
import type { PictureReply, PictureRequest } from './picture-protocol';

// The calculation threads run at nice 10 so that the event loop answering requests keeps its share of a core; the
// pictures they hand over are the same kind of work.
lowerThreadPriority();

process.on('message', (request: PictureRequest) => {
  let reply: PictureReply;
  try {
    reply = { id: request.id, png: drawPng(request.svg, request.widthPixels) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  // A thread that ended meanwhile has closed the channel: the reply is dropped, and 'disconnect' ends the process.
  process.send?.(reply, () => undefined);
});

// The thread that started this process closed the channel (idle, or it ended, or the service's process exited):
// nothing more will come.
process.on('disconnect', () => process.exit(0));
