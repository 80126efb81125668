/**
 * One small interface over two automation stacks, so the suite reads the same in every engine:
 * Firefox ESR over WebDriver BiDi (puppeteer-core) and WebKitGTK's MiniBrowser over classic
 * WebDriver (selenium-webdriver and WebKitWebDriver). Elements are reached by a JavaScript
 * expression evaluated in the page (they live in the widget's shadow root, which neither
 * driver's selectors reach the same way), then clicked or typed into by the driver, as a
 * visitor would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { Builder, Capabilities, Key as WebDriverKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import { FIREFOX_PATH, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from '../../scripts/engine-paths.mjs';

export type EngineName = 'firefox' | 'webkit';

/** The keys the suite presses. */
export type Key = 'Escape';

export interface EngineSession {
  readonly name: EngineName;
  open(url: string): Promise<void>;
  /** The JSON value of a JavaScript expression (a promise is awaited) in the current document. */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the element an expression gives. */
  click(element: string): Promise<void>;
  /** Types into the text field an expression gives. */
  type(element: string, text: string): Promise<void>;
  /** Turns the checkbox an expression gives on (or off), as a visitor does. */
  toggle(checkbox: string): Promise<void>;
  /** Presses a key on whatever has focus, as a visitor's keyboard does. */
  press(key: Key): Promise<void>;
  /** Continues in the document of the iframe an expression gives, until `leaveFrame`. */
  enterFrame(iframe: string): Promise<void>;
  leaveFrame(): Promise<void>;
  /** Errors the engine itself reported (beyond what the page records), if it can tell. */
  reportedErrors(): string[];
  close(): Promise<void>;
}

/** What the visitor's browser is set to: language and time zone. */
export interface VisitorSettings {
  /** A BCP 47 language, e.g. `en-GB`. */
  language: string;
  /** An IANA zone, e.g. `America/New_York`. */
  timeZone: string;
}

export function startEngine(name: EngineName, visitor: VisitorSettings): Promise<EngineSession> {
  return name === 'firefox' ? startFirefox(visitor) : startWebKit(visitor);
}

// --- Firefox ------------------------------------------------------------------------------------

async function startFirefox(visitor: VisitorSettings): Promise<EngineSession> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The zone comes from the environment; the language from Firefox's own settings.
    env: { ...process.env, TZ: visitor.timeZone },
    extraPrefsFirefox: {
      'intl.accept_languages': visitor.language,
      'intl.locale.requested': visitor.language,
    },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const reported: string[] = [];
  page.on('pageerror', (error) => reported.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') reported.push(`console.error: ${message.text()}`);
  });
  let frame: Frame = page.mainFrame();
  const element = async (expression: string): Promise<ElementHandle<Element>> => {
    const handle = (await frame.evaluateHandle(expression)).asElement();
    if (!handle) throw new Error(`Not an element: ${expression}`);
    return handle as ElementHandle<Element>;
  };
  return {
    name: 'firefox',
    async open(url) {
      frame = page.mainFrame();
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => frame.evaluate(expression) as Promise<T>,
    async click(expression) {
      await (await element(expression)).click();
    },
    async type(expression, text) {
      const field = await element(expression);
      await field.click();
      await field.type(text);
    },
    async toggle(expression) {
      await (await element(expression)).click();
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async enterFrame(expression) {
      const inner = await (await element(expression)).contentFrame();
      if (!inner) throw new Error(`No frame in ${expression}`);
      frame = inner;
    },
    async leaveFrame() {
      frame = page.mainFrame();
    },
    reportedErrors: () => [...reported],
    async close() {
      await browser.close();
    },
  };
}

// --- WebKit -------------------------------------------------------------------------------------

async function startWebKit(visitor: VisitorSettings): Promise<EngineSession> {
  const port = await freePort();
  // WebKitWebDriver starts MiniBrowser with its own environment: the zone and language go there.
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, TZ: visitor.timeZone, LANG: `${visitor.language.replace('-', '_')}.UTF-8`, LANGUAGE: visitor.language.replace('-', '_') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let driverLog = '';
  driverProcess.stderr?.on('data', (chunk: Buffer) => (driverLog += chunk.toString()));
  let driver: WebDriver;
  try {
    await waitForDriver(port, driverProcess);
    const capabilities = new Capabilities()
      .setBrowserName('MiniBrowser')
      .set('webkitgtk:browserOptions', { binary: MINIBROWSER_PATH, args: ['--automation'] });
    driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
  } catch (error) {
    driverProcess.kill();
    throw new Error(`WebKitWebDriver did not start a session: ${(error as Error).message}\n${driverLog}`);
  }
  await driver.manage().setTimeouts({ script: 15_000, pageLoad: 15_000 });
  const element = async (expression: string): Promise<WebElement> => {
    const found = (await driver.executeScript(`return (${expression});`)) as WebElement | null;
    if (!found || typeof found.click !== 'function') throw new Error(`Not an element: ${expression}`);
    return found;
  };
  let frameElement: WebElement | null = null;
  /**
   * WebKitWebDriver's own scrolling before a click does not always bring an element of a shadow
   * root into view (the click then lands beside it), and inside an iframe it scrolls only the
   * frame's document while the helper's iframe is as tall as its content. So the element is
   * scrolled to the middle of its document, and of the host page when it is in a frame, first,
   * as a visitor would.
   */
  const scrollIntoView = async (target: WebElement) => {
    await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', inline: 'center' });", target);
    if (!frameElement) return;
    const middle = (await driver.executeScript(
      'const box = arguments[0].getBoundingClientRect(); return box.top + box.height / 2;',
      target,
    )) as number;
    await driver.switchTo().parentFrame();
    await driver.executeScript(
      'window.scrollBy(0, arguments[0].getBoundingClientRect().top + arguments[1] - innerHeight / 2);',
      frameElement,
      middle,
    );
    await driver.switchTo().frame(frameElement);
  };
  return {
    name: 'webkit',
    async open(url) {
      frameElement = null;
      await driver.switchTo().defaultContent();
      await driver.get(url);
    },
    evaluate: <T>(expression: string) => driver.executeScript(`return (${expression});`) as Promise<T>,
    async click(expression) {
      const target = await element(expression);
      await scrollIntoView(target);
      await target.click();
    },
    async type(expression, text) {
      // WebKitWebDriver cannot click an <input> inside a shadow root (the hit test finds the
      // host), so the field is focused by script and the keys go to whatever has focus.
      const field = await element(expression);
      const focused = await driver.executeScript('arguments[0].focus(); return arguments[0].getRootNode().activeElement === arguments[0];', field);
      if (!focused) throw new Error(`Could not focus ${expression}`);
      await driver.actions().sendKeys(text).perform();
    },
    async toggle(expression) {
      // As for typing, no click reaches an <input> inside a shadow root: the box is focused by
      // script and toggled with the space bar, as a keyboard visitor does.
      const checkbox = await element(expression);
      const focused = await driver.executeScript('arguments[0].focus(); return arguments[0].getRootNode().activeElement === arguments[0];', checkbox);
      if (!focused) throw new Error(`Could not focus ${expression}`);
      await driver.actions().sendKeys(WebDriverKey.SPACE).perform();
    },
    async press(key) {
      await driver.actions().sendKeys(WEBDRIVER_KEYS[key]).perform();
    },
    async enterFrame(expression) {
      frameElement = await element(expression);
      await driver.switchTo().frame(frameElement);
    },
    async leaveFrame() {
      frameElement = null;
      await driver.switchTo().defaultContent();
    },
    reportedErrors: () => [],
    async close() {
      try {
        await driver.quit();
      } finally {
        driverProcess.kill();
        if (driverProcess.exitCode === null) await once(driverProcess, 'exit');
      }
    },
  };
}

/** The WebDriver code points of the suite's keys. */
const WEBDRIVER_KEYS: Record<Key, string> = { Escape: WebDriverKey.ESCAPE };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the driver answers /status; fails if it exits first or takes over 15 s. */
async function waitForDriver(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 15 s');
}
