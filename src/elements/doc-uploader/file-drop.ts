/**
 * Files coming in: dragged over and dropped on the drop zone, or chosen in the picker that the zone's button
 * opens. The controller keeps the "dragging" look and hands the files to the host.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class FileDropController implements ReactiveController {
  /** True while files are dragged over the drop zone. */
  dragging = false;
  /** Enters minus leaves: crossing the zone's own children fires both, which must not end the highlight. */
  private depth = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onFiles: (files: File[]) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** `dragenter`, `dragover` and `dragleave`: accept the drop and show where it lands. */
  readonly onDrag = (event: DragEvent): void => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    if (event.type === 'dragenter') this.depth++;
    else if (event.type === 'dragleave') this.depth = Math.max(0, this.depth - 1);
    this.setDragging(this.depth > 0);
  };

  readonly onDrop = (event: DragEvent): void => {
    event.preventDefault();
    this.depth = 0;
    this.setDragging(false);
    const files = [...(event.dataTransfer?.files ?? [])];
    if (files.length) this.onFiles(files);
  };

  /** The hidden `<input type="file">`'s `change`. */
  readonly onPicked = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const files = [...(input.files ?? [])];
    // Cleared so that choosing the same file again is a change too.
    input.value = '';
    if (files.length) this.onFiles(files);
  };

  private setDragging(dragging: boolean): void {
    if (this.dragging === dragging) return;
    this.dragging = dragging;
    this.host.requestUpdate();
  }
}
