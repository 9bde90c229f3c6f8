/** Minimal typings of react-signature-canvas 1.0 (the package ships none). */
declare module 'react-signature-canvas' {
  import type { Component, CanvasHTMLAttributes } from 'react';

  export interface SignatureCanvasProps {
    canvasProps?: CanvasHTMLAttributes<HTMLCanvasElement>;
    clearOnResize?: boolean;
    penColor?: string;
    backgroundColor?: string;
    minWidth?: number;
    maxWidth?: number;
    onEnd?: () => void;
    onBegin?: () => void;
  }

  export default class SignatureCanvas extends Component<SignatureCanvasProps> {
    clear(): void;
    isEmpty(): boolean;
    toDataURL(type?: string, encoderOptions?: number): string;
    getCanvas(): HTMLCanvasElement;
    getTrimmedCanvas(): HTMLCanvasElement;
  }
}
