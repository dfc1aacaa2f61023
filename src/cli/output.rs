//! Standard output for the commands. A reader that stops reading early
//! (`arbiter standings F.trf | head -1`) closes the pipe: the rest of the
//! output is dropped quietly and the command ends with the exit code it
//! would have had, instead of a panic. Any other write failure (a full
//! disk) is reported once and makes the command fail. Values are printed
//! as the reference vectors write them ([`number`]).

use crate::standings::tiebreak::Value;
use serde_json::{Value as Json, json};
use std::collections::HashSet;
use std::io::{self, ErrorKind, Write};
use std::sync::atomic::{AtomicU8, Ordering};

/// Nothing went wrong with standard output.
const OPEN: u8 = 0;
/// The reader closed it: later output is dropped.
const CLOSED: u8 = 1;
/// A write failed for another reason: the command fails.
const FAILED: u8 = 2;

static STATE: AtomicU8 = AtomicU8::new(OPEN);

/// Writes formatted text to standard output (see the module's doc for a
/// closed output). Use through the `out!` and `outln!` macros.
pub fn write(args: std::fmt::Arguments) {
    if STATE.load(Ordering::Relaxed) != OPEN {
        return;
    }
    let mut stdout = io::stdout().lock();
    if let Err(e) = stdout.write_fmt(args).and_then(|()| stdout.flush()) {
        note_error(&e);
    }
}

/// Records a failed write to standard output: a closed pipe ends the output
/// quietly; anything else is said on standard error and fails the command.
pub fn note_error(e: &io::Error) {
    if e.kind() == ErrorKind::BrokenPipe {
        STATE.store(CLOSED, Ordering::Relaxed);
    } else if STATE.swap(FAILED, Ordering::Relaxed) != FAILED {
        eprintln!("arbiter: standard output: {e}");
    }
}

/// Writes a file a command was asked to write (`-o`, `-p`). The file may be
/// a pipe (`-o /dev/stdout | head -1`): one its reader closed ends the
/// output quietly, as for standard output, and the command keeps the exit
/// code it would have had. Any other failure fails the command, naming the file.
pub(super) fn write_file(path: &str, contents: &[u8]) -> Result<(), super::Failure> {
    match std::fs::write(path, contents) {
        Err(e) if e.kind() != ErrorKind::BrokenPipe => Err(super::failed(format!("{path}: {e}"))),
        _ => Ok(()),
    }
}

/// Whether standard output failed for a reason other than a closed pipe.
pub fn failed() -> bool {
    STATE.load(Ordering::Relaxed) == FAILED
}

/// `print!` that survives a closed standard output.
macro_rules! out {
    ($($arg:tt)*) => { $crate::cli::output::write(format_args!($($arg)*)) };
}

/// `println!` that survives a closed standard output.
macro_rules! outln {
    () => { $crate::cli::output::write(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::cli::output::write(format_args!("{}\n", format_args!($($arg)*))) };
}

/// Prints how a recorded round differs from the pairing the system gives,
/// for `check`: the pairs only the file has, the pairs only ours has, each
/// in order, and the byes when they differ.
pub(super) fn pairing_difference<P>(recorded: (&HashSet<(P, P)>, Option<P>), ours: (&HashSet<(P, P)>, Option<P>))
where
    P: Ord + std::hash::Hash + std::fmt::Display,
{
    let mut only_file: Vec<_> = recorded.0.difference(ours.0).collect();
    let mut only_ours: Vec<_> = ours.0.difference(recorded.0).collect();
    only_file.sort();
    only_ours.sort();
    for (a, b) in only_file {
        outln!("  recorded {a} - {b}");
    }
    for (a, b) in only_ours {
        outln!("  expected {a} - {b}");
    }
    if recorded.1 != ours.1 {
        let shown = |bye: &Option<P>| bye.as_ref().map_or_else(|| "none".to_string(), ToString::to_string);
        outln!("  bye: recorded {}, expected {}", shown(&recorded.1), shown(&ours.1));
    }
}

/// A value as the vectors write it: an integral value without a fraction,
/// `null` when undefined.
pub fn number(v: Option<Value>) -> Json {
    match v {
        None => Json::Null,
        Some(v) if v % 100 == 0 => json!(v / 100),
        Some(v) => json!(v as f64 / 100.0),
    }
}
