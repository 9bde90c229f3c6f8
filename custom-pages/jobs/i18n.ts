/** Messages of the failed-jobs screen (`caretaker.jobs.*`); French, German and Dutch beside it. */
export const en = {
  caretaker: {
    jobs: {
      title: 'Failed jobs',
      intro:
        'Background jobs of every user that failed after their last attempt, newest first. Retry runs one again with fresh attempts.',
      retry: 'Retry',
      retry_named: 'Retry job %{id}',
      retried: 'The job will run again.',
      system: 'System',
      kinds: { 'excel-export': 'Excel export', 'dashboard-export': 'Dashboard export' },
      columns: {
        id: 'No.',
        kind: 'Job',
        user: 'User',
        finished_at: 'Failed at',
        error: 'Reason',
        actions: 'Actions',
      },
    },
  },
};
