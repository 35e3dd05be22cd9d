import { createServer, type Socket } from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }

/**
 * A minimal SMTP server on loopback (RFC 5321 without extensions: no TLS, no auth) that
 * keeps what it receives, so tests send through nodemailer's real SMTP client.
 */
export async function startSmtpSink(): Promise<{
  url: string
  received: ReceivedMail[]
  close: () => Promise<void>
}> {
  const received: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let mail: ReceivedMail = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 localhost smtp-sink')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(mail)
            mail = { from: '', to: [], data: '' }
            reply('250 OK queued')
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost')
        else if (verb === 'MAIL') {
          mail.from = line.slice(10).replace(/[<>]/g, '').trim()
          reply('250 OK')
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8).replace(/[<>]/g, '').trim())
          reply('250 OK')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' }
          reply('250 OK')
        } else if (verb === 'NOOP') reply('250 OK')
        else if (verb === 'QUIT') {
          reply('221 Bye')
          socket.end()
        } else reply('502 Command not implemented')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('smtp sink has no port')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
