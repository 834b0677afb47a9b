import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ChromeFallbackBoundaryProps {
  children: ReactNode;
  /** Rendered instead when the children throw. */
  fallback: ReactNode;
}

/**
 * Catches a crash of the portal chrome around an error page (a broken header would otherwise take the error page
 * down with it and leave the router's developer screen) and shows the bare page instead.
 */
export class ChromeFallbackBoundary extends Component<ChromeFallbackBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <main id="main-content">{this.props.fallback}</main> : this.props.children;
  }
}
