import { App } from './client-app.tsx'

/** A server component: the page itself ships no JavaScript; App is the client part. */
export default function Home() {
  return <App />
}
