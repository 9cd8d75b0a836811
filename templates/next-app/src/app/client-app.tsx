'use client'

// The page's client part: App and what it renders use Portkit's hooks, so they run in the browser too.
export { App } from '../App.tsx'
