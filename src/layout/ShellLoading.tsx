/**
 * react-admin's loading page, where the shell has one to show: before the frame exists (checking the session, loading
 * the frame) it is the frame's skeleton, which the entry painted already — so the page does not blank out and
 * repaint; inside the frame it is react-admin's own.
 */
import { createContext, useContext } from 'react';
import { LoadingPage } from 'react-admin';
import { ShellSkeleton } from './ShellSkeleton.js';

/** True under the frame (Layout provides it). */
export const InsideFrame = createContext(false);

export function ShellLoading() {
  return useContext(InsideFrame) ? <LoadingPage /> : <ShellSkeleton />;
}
