/**
 * Screens of later areas that other screens link to. A link or action to a screen that does not exist yet stays hidden
 * (issue 8 §11); the area that builds the screen flips its entry here, and every link to it appears at once.
 */
export const SCREENS_READY: Readonly<Record<'claimCreate' | 'workServiceOrder' | 'inspectionCreate', boolean>> = {
  /** /works-order/claims/create (spec part 2 §2 "Create claim from a completed quotation"). */
  claimCreate: true,
  /** /works-order/quotation-list/{id}/work-service-order (spec part 2 §2 "Work service orders"). */
  workServiceOrder: true,
  /** The create-inspection flow of spec part 3 §5, offered on an approved quotation (spec part 2 §5, issue 18). */
  inspectionCreate: true,
};
