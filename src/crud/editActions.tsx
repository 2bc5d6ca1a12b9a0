// The record actions an edit screen offers beside History, by the names its config gives (config.editActions).
import type { ComponentType } from 'react';
import type { EditActionName, ResourceConfig, Values } from '../../resources/index.ts';
import { ResetPasswordButton } from '../users/ResetPasswordButton.tsx';

/** What an edit action is drawn with: the record as loaded (undefined while it loads). */
export interface EditActionProps {
  resource: string;
  id: string;
  record: Values | undefined;
}

const components: Readonly<Record<EditActionName, ComponentType<EditActionProps>>> = {
  resetPassword: ResetPasswordButton,
};

/**
 * The config's edit actions, each deciding itself whether the signed-in user may see it.
 * @example <EditActions config={user} id="42" record={record} />
 */
export const EditActions = ({
  config,
  id,
  record,
}: {
  config: ResourceConfig;
  id: string;
  record?: Values;
}) => (
  <>
    {(config.editActions ?? []).map((name) => {
      const Action = components[name];
      return <Action key={name} resource={config.name} id={id} record={record} />;
    })}
  </>
);
