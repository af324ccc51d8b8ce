import type { ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'

import './app.css'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* no favicon request: otherwise every page view also SSR-renders a 404 for /favicon.ico */}
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body className="bg-white text-slate-900">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Unexpected error'
  return (
    <main className="p-4">
      <h1 className="text-xl font-semibold">Error</h1>
      <p>{message}</p>
    </main>
  )
}
