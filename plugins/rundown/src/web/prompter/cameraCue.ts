/**
 * The camera cue on the prompter. A camera named by a number ("1", "2B") gets the locale's prefix
 * ("CÂM 1"); a camera whose name already says what it is ("CAM 1", "Grua", "PTZ 3") is shown as
 * named, never "CÂM CAM 1".
 */
export function cameraCue(camera: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const name = camera.trim();
  return /^\d+[a-z]?$/i.test(name) ? t('prompter.camera', { camera: name }) : name;
}
