//! A local SMTP listener for the tests: it answers as a relay that takes
//! every letter, and keeps each message's text (headers and body, as sent)
//! for the test to read. Nothing leaves the machine.

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The listener and what it received.
pub struct SmtpSink {
    /// Where it listens.
    pub addr: SocketAddr,
    received: Arc<Mutex<Vec<String>>>,
}

impl SmtpSink {
    /// Listens on a free local port, in a thread of its own.
    pub fn start() -> SmtpSink {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a local port");
        let addr = listener.local_addr().unwrap();
        let received = Arc::new(Mutex::new(Vec::new()));
        let kept = received.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let kept = kept.clone();
                std::thread::spawn(move || serve(stream, &kept));
            }
        });
        SmtpSink { addr, received }
    }

    /// The messages received so far.
    pub fn messages(&self) -> Vec<String> {
        self.received.lock().unwrap().clone()
    }

    /// Waits (up to ten seconds) until `n` messages have arrived; them all.
    pub fn wait_for(&self, n: usize) -> Vec<String> {
        let until = Instant::now() + Duration::from_secs(10);
        while self.messages().len() < n && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(20));
        }
        self.messages()
    }
}

/// One SMTP session: every command taken, each message kept.
fn serve(stream: TcpStream, kept: &Mutex<Vec<String>>) {
    let mut out = stream.try_clone().expect("a second handle");
    let mut lines = BufReader::new(stream);
    let mut say = |text: &str| out.write_all(format!("{text}\r\n").as_bytes()).is_ok();
    if !say("220 sink ESMTP") {
        return;
    }
    let mut line = String::new();
    loop {
        line.clear();
        if lines.read_line(&mut line).unwrap_or(0) == 0 {
            return;
        }
        let command = line.trim_end().to_ascii_uppercase();
        let answer = if command.starts_with("EHLO") {
            "250-sink\r\n250 8BITMIME"
        } else if command.starts_with("DATA") {
            if !say("354 end with a dot") {
                return;
            }
            let mut message = String::new();
            loop {
                line.clear();
                if lines.read_line(&mut line).unwrap_or(0) == 0 {
                    return;
                }
                if line == ".\r\n" {
                    break;
                }
                message.push_str(&line);
            }
            kept.lock().unwrap().push(message);
            "250 queued"
        } else if command.starts_with("QUIT") {
            say("221 bye");
            return;
        } else {
            "250 OK"
        };
        if !say(answer) {
            return;
        }
    }
}
