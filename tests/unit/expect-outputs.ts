/**
 * A shared check for the unit tests of small pure functions: `fn` gives each input its expected
 * output. One check an input, and a failure names the input as well as the two outputs.
 */
export function expectOutputs<O>(fn: (input: string) => O, outputs: Record<string, O>): void {
  for (const [input, output] of Object.entries(outputs)) expect({ input, output: fn(input) }).toEqual({ input, output });
}
