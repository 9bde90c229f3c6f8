/** Messages of field work without signal (src/offline; French, German and Dutch in i18n.<locale>.ts). */
export const en = {
  caretaker: {
    offline: {
      offline: 'Offline',
      banner: 'You are offline. Your changes are kept on this device and sent when the connection is back.',
      queued: 'Kept on this device; sent when the connection is back',
      unkept:
        'Not saved: there is no connection and this device holds no key of yours yet. Sign in again while online.',
      waiting: '%{smart_count} change waiting to be sent |||| %{smart_count} changes waiting to be sent',
      step_waiting: '%{step} waiting to be sent',
      step_queued: 'Kept on this device; it will be sent when the connection is back',
      defect_queued: 'Defect kept on this device; it will be sent when the connection is back',
      top_waiting: '%{smart_count} change waiting to be sent |||| %{smart_count} changes waiting to be sent',
      top_check: '%{smart_count} change to check |||| %{smart_count} changes to check',
      problems:
        '%{smart_count} change could not be sent as it was |||| %{smart_count} changes could not be sent as they were',
      review: 'Review',
      make_available: 'Make available offline',
      available: 'Available offline',
      prepared: 'Kept on this device for work without signal',
      prepare_failed: 'Could not keep it on this device: %{message}',
      not_kept:
        'There is no connection and this record is not kept on this device. Open it once while online and choose "Make available offline".',
      problems_title: 'Changes to check',
      conflict_intro: 'Someone else changed this while you were offline. Choose which value to keep.',
      field: 'Field',
      theirs: 'Theirs (on the server)',
      mine: 'Mine (this device)',
      keep_theirs: 'Keep theirs',
      use_mine: 'Use mine',
      refused: 'Not sent: %{what}.',
      refused_kept: 'Kept on this device: %{values}',
      dismiss: 'Dismiss',
      close: 'Close',
      kinds: {
        item: 'Checklist item',
        details: 'Inspection date and check-out',
        defect: 'New defect',
        step: 'Save or submit',
      },
      fields: {
        status: 'Checked',
        remarks: 'Remarks',
        inspected_at: 'Inspection date',
        check_out: 'Check-out',
        location: 'Location',
        description: 'Description',
      },
    },
  },
};
