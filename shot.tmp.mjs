import { chromium } from 'playwright-core'
const [,, url, out, w = '390', h = '844'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
const page = await browser.newPage({ viewport: { width: +w, height: +h } })
page.on('console', m => console.log('console', m.type(), m.text()))
page.on('pageerror', e => console.log('pageerror', e.message))
await page.goto(url)
await page.waitForTimeout(1500)
console.log('url', page.url(), 'title', await page.title())
await page.screenshot({ path: out, fullPage: true })
await browser.close()
