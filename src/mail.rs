//! Optional email to players (issue 56): when the app is given an SMTP
//! relay (`--smtp-url`, `--mail-from`) it sends a player their personal
//! link and each round's pairing; without one nothing is sent and
//! everything else works. Letters go out after the transaction that caused
//! them, in the background: a relay that is slow or down never holds a
//! request, and a failure is logged, not shown.

use lettre::message::Mailbox;
use lettre::message::header::ContentType;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

/// How to reach the relay, as configured.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailSettings {
    /// `smtp://host:port` (plain, or `?tls=required` for STARTTLS),
    /// `smtps://user:password@host`: lettre's URL form.
    pub url: String,
    /// The sender: `Arbiter <arbiter@example.org>` or a bare address.
    pub from: String,
}

/// Why the mail settings cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum MailConfigError {
    /// The relay's URL is not one lettre reads.
    #[error("ARBITER_SMTP_URL is not an SMTP address (smtp://host:port or smtps://user:password@host): {0}")]
    Url(String),
    /// The sender is not a mailbox.
    #[error("ARBITER_MAIL_FROM is not an email address: {0:?}")]
    From(String),
}

/// The relay and the sender, ready to send.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

/// One letter to one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letter {
    /// The player's address.
    pub to: String,
    /// The subject line.
    pub subject: String,
    /// The plain-text body.
    pub body: String,
}

impl Mailer {
    /// A mailer for the configured relay; refused for a bad URL or sender.
    pub fn new(settings: &MailSettings) -> Result<Mailer, MailConfigError> {
        let from = settings.from.parse().map_err(|_| MailConfigError::From(settings.from.clone()))?;
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&settings.url)
            .map_err(|e| MailConfigError::Url(e.to_string()))?
            .build();
        Ok(Mailer { transport, from })
    }

    /// Sends the letters in the background, one after the other; a letter
    /// that cannot be sent is logged and the others still go.
    pub fn send_later(&self, letters: Vec<Letter>) {
        if letters.is_empty() {
            return;
        }
        let mailer = self.clone();
        actix_web::rt::spawn(async move {
            for letter in letters {
                if let Err(why) = mailer.send(&letter).await {
                    tracing::warn!(to = %letter.to, "mail not sent: {why}");
                }
            }
        });
    }

    /// Sends one letter now.
    pub async fn send(&self, letter: &Letter) -> Result<(), String> {
        let to: Mailbox = letter.to.parse().map_err(|e| format!("{e}"))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(letter.subject.clone())
            .header(ContentType::TEXT_PLAIN)
            .body(letter.body.clone())
            .map_err(|e| e.to_string())?;
        self.transport.send(message).await.map(|_| ()).map_err(|e| e.to_string())
    }
}

/// The longest email address taken (RFC 5321's path limit).
pub const MAX_ADDRESS: usize = 254;

/// Whether `text` looks like an email address a relay can take: one `@`
/// with something on each side, a dot in the domain, no blanks or control
/// characters, at most [`MAX_ADDRESS`] characters.
pub fn is_address(text: &str) -> bool {
    let Some((local, domain)) = text.split_once('@') else { return false };
    text.len() <= MAX_ADDRESS
        && !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains('@')
        && !text.chars().any(|c| c.is_whitespace() || c.is_control() || matches!(c, '<' | '>' | ',' | ';' | '"'))
        && text.parse::<Mailbox>().is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_checked_and_settings_refused_with_a_reason() {
        assert!(is_address("anna.petrova@chess.example.org"));
        for bad in ["", "anna", "@example.org", "anna@", "anna@org", "an na@example.org", "a@b@c.org", "a@x.org>"] {
            assert!(!is_address(bad), "{bad}");
        }
        assert!(!is_address(&format!("{}@example.org", "a".repeat(250))));
        let settings = |url: &str, from: &str| MailSettings { url: url.into(), from: from.into() };
        assert!(Mailer::new(&settings("smtp://127.0.0.1:2525", "Arbiter <arbiter@example.org>")).is_ok());
        assert!(matches!(Mailer::new(&settings("ftp://x", "arbiter@example.org")), Err(MailConfigError::Url(_))));
        assert!(matches!(Mailer::new(&settings("smtp://127.0.0.1:25", "nobody")), Err(MailConfigError::From(_))));
    }
}
