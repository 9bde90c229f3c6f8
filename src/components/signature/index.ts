/** Signature block (draw, upload or stored `my_signature`) and authenticated image helpers. */
export { SignatureBlock, EMPTY_SIGNATURE, hasSignature, signatureFields, readAsDataUrl } from './SignatureBlock.js';
export type { SignatureValue, SignatureOption, GivenSignature, SignatureBlockProps } from './SignatureBlock.js';
export { AuthImage, useAuthImage } from './AuthImage.js';
