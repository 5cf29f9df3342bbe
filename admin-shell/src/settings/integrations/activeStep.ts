/** Spec 002 §2.1 Integrations: 1 until the tool is installed and active, 2 until its setup is done, then 3. */
export function activeStep(tool: { active: boolean; setupComplete: boolean }): 1 | 2 | 3 {
  if (!tool.active) return 1;
  return tool.setupComplete ? 3 : 2;
}
