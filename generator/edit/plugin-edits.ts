import { Node, type ObjectLiteralExpression } from 'ts-morph'
import {
  FEATURE_FLAG_DEFAULTS,
  PLUGIN_FEATURE,
  type FeatureFlag,
  type PluginId,
  type ServiceEndpoints,
} from '../../runtime/config/index.ts'
import { PLUGINS } from '../compose/plugin-registry.ts'
import { serviceOf } from '../config/feature-services.ts'
import {
  arrayProperty,
  booleanProperty,
  configObject,
  objectProperty,
  parseConfig,
  quoteOf,
  shapeOf,
} from './config-object.ts'
import { insertItem, removeItem } from './list-edits.ts'

export interface ConfigEdit {
  text: string
  /** What changed, or why nothing did, for the CLI to print. */
  summary: string
}

/**
 * The state of one plugin as written in the config text. A plugin is on when `plugins` lists it or its
 * feature flag is on (written, or by default), the same rule the validator applies.
 */
function readPlugin(text: string, id: PluginId) {
  const file = parseConfig(text)
  const config = configObject(file)
  const plugins = arrayProperty(config, 'plugins', 'plugins')
  const listed =
    plugins?.value.getElements().findIndex((element) => element.getText().slice(1, -1) === id) ?? -1
  const flag: FeatureFlag | undefined = PLUGIN_FEATURE[id]
  const features = objectProperty(config, 'features', 'features')
  const written = flag && features ? booleanProperty(features.value, flag, `features.${flag}`) : undefined
  const flagOn = flag !== undefined && (written ? written.value : FEATURE_FLAG_DEFAULTS[flag])
  // Asked for in so many words (listed, or its flag written true), rather than on by the flag's default.
  const explicit = listed !== -1 || written?.value === true
  return {
    file,
    config,
    plugins,
    listed,
    flag,
    features,
    written,
    explicit,
    enabled: listed !== -1 || flagOn,
  }
}

/**
 * `portkit add <plugin>`: undoes a written `false`, else lists the plugin. One edit per call. The summary
 * names a service the plugin needs that the config does not set: without it the plugin is on only under
 * `portkit dev` (whose devnet fills the services a config leaves out), never in a production build.
 */
export function addPlugin(text: string, id: PluginId): ConfigEdit {
  const state = readPlugin(text, id)
  const missing = missingService(state.config, id)
  if (state.enabled) {
    if (!missing) return { text, summary: `${id} is already enabled` }
    return {
      text,
      summary: `${id} is on only where services.${missing} is set${devnetOnly(id, missing, state.explicit)}`,
    }
  }
  const edit = enablePlugin(text, id, state)
  if (!missing) return edit
  return {
    ...edit,
    summary: `${edit.summary}; it needs services.${missing}${devnetOnly(id, missing, readPlugin(edit.text, id).explicit)}`,
  }
}

function enablePlugin(
  text: string,
  id: PluginId,
  { flag, features, written }: ReturnType<typeof readPlugin>,
): ConfigEdit {
  if (flag && features && written) {
    const next = removeFlag(text, id)
    // A flag that is on by default is on once its `false` is gone; one that is off by default is written on.
    if (FEATURE_FLAG_DEFAULTS[flag])
      return { text: next, summary: `enabled ${id} (removed features.${flag}: false)` }
    return { text: writeFlag(next, flag, true), summary: `enabled ${id} (features.${flag}: true)` }
  }
  // Listing a plugin whose flag is off would contradict the flag (smart-sessions): the flag switches it on.
  if (flag && !FEATURE_FLAG_DEFAULTS[flag])
    return { text: writeFlag(text, flag, true), summary: `enabled ${id} (features.${flag}: true)` }
  return { text: listPlugin(text, id), summary: `enabled ${id} (added to plugins)` }
}

/** What happens without the service: the devnet serves it; a production build drops or refuses the plugin. */
function devnetOnly(id: PluginId, service: keyof ServiceEndpoints, explicit: boolean): string {
  const production = explicit
    ? `a production build refuses the config until you set services.${service}`
    : `a production build leaves ${id} off until you set services.${service}`
  return `, which portkit.config.ts does not set: \`portkit dev\` serves one from the devnet, and ${production}`
}

/**
 * The first service plugin `id` needs (its own calls, and its feature's, FEATURE_SERVICES) that the config
 * does not write in `services`. Services written another way than an object literal are taken as set.
 */
function missingService(config: ObjectLiteralExpression, id: PluginId): keyof ServiceEndpoints | undefined {
  const flag: FeatureFlag | undefined = PLUGIN_FEATURE[id]
  const featureService = flag && serviceOf(flag)
  const needed = [...PLUGINS[id].apis, ...(featureService ? [featureService] : [])]
  const services = config.getProperty('services')
  if (!services) return needed[0]
  const initializer = Node.isPropertyAssignment(services) ? services.getInitializer() : undefined
  if (!Node.isObjectLiteralExpression(initializer)) return undefined
  return needed.find((service) => !initializer.getProperty(service))
}

/** `portkit remove <plugin>`: unlists it, then switches its flag off if that alone would keep it on. */
export function removePlugin(text: string, id: PluginId): ConfigEdit {
  let state = readPlugin(text, id)
  if (!state.enabled) return { text, summary: `${id} is already disabled` }
  let next = text
  if (state.plugins && state.listed !== -1) {
    next =
      state.plugins.value.getElements().length === 1
        ? removeItem(
            next,
            shapeOf(state.config),
            state.config.getProperties().indexOf(state.plugins.property),
          )
        : removeItem(next, shapeOf(state.plugins.value), state.listed)
    state = readPlugin(next, id)
  }
  const { flag } = state
  if (state.enabled && flag) {
    next = state.written ? removeFlag(next, id) : next
    if (FEATURE_FLAG_DEFAULTS[flag]) next = writeFlag(next, flag, false)
  }
  return { text: next, summary: `disabled ${id}` }
}

/** Removes `features.<flag>`, and `features` itself once it is empty. */
function removeFlag(text: string, id: PluginId): string {
  const { config, features, written } = readPlugin(text, id)
  if (!features || !written) return text
  const properties = features.value.getProperties()
  if (properties.length === 1) {
    return removeItem(text, shapeOf(config), config.getProperties().indexOf(features.property))
  }
  return removeItem(text, shapeOf(features.value), properties.indexOf(written.property))
}

function writeFlag(text: string, flag: FeatureFlag, value: boolean): string {
  const file = parseConfig(text)
  const config = configObject(file)
  const features = objectProperty(config, 'features', 'features')
  if (!features) return insertItem(text, shapeOf(config), `features: { ${flag}: ${value} }`)
  return insertItem(text, shapeOf(features.value), `${flag}: ${value}`)
}

function listPlugin(text: string, id: PluginId): string {
  const file = parseConfig(text)
  const config = configObject(file)
  const quoted = `${quoteOf(file)}${id}${quoteOf(file)}`
  const plugins = arrayProperty(config, 'plugins', 'plugins')
  if (!plugins) return insertItem(text, shapeOf(config), `plugins: [${quoted}]`)
  return insertItem(text, shapeOf(plugins.value), quoted)
}
