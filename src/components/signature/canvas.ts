/** react-signature-canvas, once: the package is CommonJS, and the bundler may hand over the module object instead of the class. */
import SignatureCanvasModule from 'react-signature-canvas';

export const SignatureCanvas = ((SignatureCanvasModule as unknown as { default?: typeof SignatureCanvasModule })
  .default ?? SignatureCanvasModule) as typeof SignatureCanvasModule;
export type SignatureCanvas = SignatureCanvasModule;
