import { PortkitError } from './base.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/** Mistakes in a plugin's definition or use: shown to the host developer, never to visitors. */

export class PluginUsedTooEarlyError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.plugins
  }
  override name = 'PluginUsedTooEarlyError'
  constructor() {
    super('Plugins are used before createPortkit finished')
  }
}

export class PluginNotFoundError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.plugins
  }
  override name = 'PluginNotFoundError'
  constructor(id: string) {
    super(`No plugin ${id}`)
  }
}

export class InvalidPluginIdError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.plugins
  }
  override name = 'InvalidPluginIdError'
  constructor(id: string) {
    super(`Plugin id "${id}" must be lowercase letters, digits and hyphens`)
  }
}

export class DuplicatePluginIdError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.plugins
  }
  override name = 'DuplicatePluginIdError'
  constructor(id: string) {
    super(`Plugin id "${id}" is used twice`)
  }
}

export class UnknownPluginViewError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.plugins
  }
  override name = 'UnknownPluginViewError'
  constructor(id: string, view: string, entry = 'account-menu entry') {
    super(`Plugin ${id}: ${entry} points at unknown view ${view}`)
  }
}

export class MissingRequiredPluginError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.plugins
  }
  override name = 'MissingRequiredPluginError'
  constructor(id: string, required: string) {
    super(`Plugin ${id} needs plugin ${required} listed before it`)
  }
}

export class DuplicateSpecViewError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.plugins
  }
  override name = 'DuplicateSpecViewError'
  constructor(view: string, first: string, second: string) {
    super(`View ${view} is provided by both plugin ${first} and plugin ${second}`)
  }
}

export class UndeclaredPluginApiError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.plugins
  }
  override name = 'UndeclaredPluginApiError'
  constructor(id: string, api: string) {
    super(`Plugin ${id} did not declare the ${api} API in apis`)
  }
}

export class PluginServiceNotConfiguredError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.plugins
  }
  override name = 'PluginServiceNotConfiguredError'
  constructor(id: string, api: string) {
    super(`services.${api} is not configured (needed by plugin ${id})`)
  }
}
