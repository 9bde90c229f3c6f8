/**
 * Messages of the profile's settings of work without signal (French, German and Dutch in i18n.<locale>.ts); the
 * profile's other tabs have theirs in resources/i18n*.ts.
 */
export const en = {
  caretaker: {
    users: { tabs: { offline: 'Work without signal' } },
    offline_settings: {
      title: 'Work without signal',
      intro:
        'Your own open inspections are kept on this device automatically, so that you can work where the signal drops.',
      keep_originals: 'Keep original photos',
      keep_originals_help:
        'Photos are kept and sent as taken instead of made smaller (at most 1600 px). They take more room on this device and longer to send.',
      budget: 'Space for records kept automatically',
      budget_help: 'Preparation stops when this device holds this much. Changes waiting to be sent are never removed.',
      measuring: 'Measuring the space used…',
      used: '%{used} used of %{budget}',
      used_label: 'Space used on this device',
      last_run:
        'Last preparation at %{at}: %{smart_count} record newly kept |||| Last preparation at %{at}: %{smart_count} records newly kept',
      over_budget:
        '%{smart_count} open record is not kept: the space is full |||| %{smart_count} open records are not kept: the space is full',
      prepare_now: 'Prepare now',
    },
  },
};
