/**
 * Gives jsdom's <dialog> the showModal and close of a browser (jsdom has neither) for the tests of the
 * describe block that calls it; without it, a test sees a browser that lacks showModal.
 * `onShowModal` hears each call of showModal.
 */
export function useNativeDialog(onShowModal: () => void = () => undefined): void {
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  beforeAll(() => {
    proto.showModal = function (this: HTMLDialogElement) {
      onShowModal();
      this.setAttribute('open', '');
    };
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  afterAll(() => {
    delete proto.showModal;
    delete proto.close;
  });
}
