//! The command line: `arbiter serve | migrate | user add`.
//! Exit codes: 0 success, 1 failure at run time, 2 bad input (with the reason).

#[macro_use]
mod output;
mod amounts;
mod dutch_generate;
mod generate;
mod input;
mod rank_check;
mod rating;
mod rules;
mod rulings;
mod standings;
mod swiss;
mod team_boards;
mod team_generate;
mod team_standings;
mod team_swiss;

use crate::config::{self, Config, DEFAULT_DATABASE};
use crate::db;
use clap::{Args, Parser, Subcommand};
use std::process::ExitCode;

/// Chess tournaments run the way a FIDE arbiter runs them.
#[derive(Parser)]
#[command(name = "arbiter", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
    /// How log lines are written to standard error: `text` for people,
    /// `json` (one JSON object per line) for log collectors.
    #[arg(long, global = true, env = "ARBITER_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
}

/// The format of the log lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// Readable lines.
    Text,
    /// One JSON object per line: timestamp, level, target, fields.
    Json,
}

/// Where the database is.
#[derive(Args, Clone)]
pub struct DatabaseArgs {
    /// Database: `postgres://user:pass@host/db` for PostgreSQL, or the path of
    /// an SQLite file (created with its folder if missing).
    #[arg(long, env = "DATABASE_URL", default_value = DEFAULT_DATABASE)]
    pub database_url: String,
}

#[derive(Subcommand)]
enum Command {
    /// Start the web server (migrating the database first).
    Serve {
        /// Address and port to listen on.
        #[arg(long, env = "ARBITER_BIND", default_value = "127.0.0.1:8080")]
        bind: String,
        #[command(flatten)]
        database: DatabaseArgs,
        /// Secret (at least 64 characters) that signs session cookies; every
        /// instance behind one load balancer needs the same. Default: a random
        /// key kept in secret.key beside the SQLite file (or in ./data).
        #[arg(long, env = "ARBITER_SECRET_KEY", hide_env_values = true)]
        secret_key: Option<String>,
        /// Send cookies only over HTTPS (set this when serving behind TLS).
        #[arg(long, env = "ARBITER_COOKIE_SECURE")]
        cookie_secure: bool,
        /// The address players reach the app at (e.g. https://chess.example.org),
        /// written in the QR codes of the hall screen and printed pairing lists.
        /// Default: the scheme and host each request came with.
        #[arg(long, env = "ARBITER_PUBLIC_URL")]
        public_url: Option<String>,
        /// The address of a reverse proxy in front of the app: its
        /// X-Forwarded-For then names the client for sign-in throttling.
        /// Default: none (the connection's own address counts).
        #[arg(long, env = "ARBITER_TRUSTED_PROXY")]
        trusted_proxy: Option<std::net::IpAddr>,
        /// An SMTP relay to mail players their personal links and each
        /// round's pairing (smtp://host:port, smtp://host:587?tls=required,
        /// smtps://user:password@host). Default: none, no mail is sent.
        #[arg(long, env = "ARBITER_SMTP_URL", hide_env_values = true)]
        smtp_url: Option<String>,
        /// The sender of that mail (e.g. "Arbiter <arbiter@example.org>").
        #[arg(long, env = "ARBITER_MAIL_FROM", default_value = "arbiter@localhost")]
        mail_from: String,
    },
    /// Apply pending database migrations and exit.
    Migrate {
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Manage accounts.
    User {
        #[command(subcommand)]
        command: UserCommand,
    },
    /// The chess rules engine as a filter of JSON lines (one output line per input line).
    Rules {
        #[command(subcommand)]
        command: RulesCommand,
    },
    /// Pair the next round of a Swiss tournament in a TRF file (the engines'
    /// output format: the number of lines, then `WHITE BLACK` per board, the
    /// pairing-allocated bye as `ID 0`). Exit 1 when no valid pairing exists,
    /// 3 on a malformed TRF (with line and column) or when prohibited
    /// pairings (records 260, XXP) make the round unpairable (with the pairs).
    Pair {
        /// Use the FIDE Dutch system.
        #[arg(long, required_unless_present = "team", conflicts_with = "team")]
        dutch: bool,
        /// Use the FIDE Swiss Team Pairing System (C.04.6) on a team file.
        #[arg(long)]
        team: bool,
        /// The tournament so far (TRF-16 / TRF-2026 with XXR/XXC or 142/152).
        input: String,
        /// Write the pairing to this file instead of standard output.
        #[arg(short = 'p', num_args = 0..=1, default_missing_value = "-")]
        output: Option<String>,
    },
    /// Re-pair every round of a TRF from the rounds before it and report each
    /// round whose recorded pairing differs (exit 0 when all agree).
    Check {
        /// Use the FIDE Dutch system.
        #[arg(long, required_unless_present = "team", conflicts_with = "team")]
        dutch: bool,
        /// Use the FIDE Swiss Team Pairing System (C.04.6) on a team file.
        #[arg(long)]
        team: bool,
        /// The tournament.
        input: String,
    },
    /// Write a random Swiss tournament paired by our engine: `--dutch` the
    /// Random Tournament Generator, every option left out drawn from the
    /// seed and printed with "(random)", a fresh seed when `--seed` is left
    /// out (printed, and written in record 012: `--seed S` with the same
    /// options writes the same file); requested byes, forfeits, withdrawals,
    /// results by the statistical model of FIDE's TEC (Milvang), ranks by
    /// the tie-break list of record 202. `--team` teams (TRF-2026 team
    /// records) with absent teams, reserves, forfeited boards and forfeited
    /// matches. Exit 2 on a value out of its bounds, with the reason.
    Generate {
        /// Use the FIDE Dutch system.
        #[arg(long, required_unless_present = "team", conflicts_with = "team")]
        dutch: bool,
        /// Use the FIDE Swiss Team Pairing System (C.04.6).
        #[arg(long)]
        team: bool,
        /// Number of players (`--dutch`, 2-9999; random 4-400 when left out).
        #[arg(long, conflicts_with = "team")]
        players: Option<u32>,
        /// Number of teams (`--team`, 2-999; random 6-40 when left out).
        #[arg(long, conflicts_with = "dutch", value_parser = clap::value_parser!(u16).range(2..=999))]
        teams: Option<u16>,
        /// Boards of a match (`--team`, 1-20; random, 4 in half the events,
        /// when left out).
        #[arg(long, conflicts_with = "dutch", value_parser = clap::value_parser!(u8).range(1..=20))]
        boards: Option<u8>,
        /// Reserves on each team's roster besides its boards (`--team`,
        /// 0-10; random 0-2 when left out).
        #[arg(long, conflicts_with = "dutch", value_parser = clap::value_parser!(u8).range(0..=10))]
        reserves: Option<u8>,
        /// Number of rounds (1-99; `--team`: at most a round robin's,
        /// random 3-9 when left out; `--dutch`: random 3-11, below the
        /// players, when left out).
        #[arg(long)]
        rounds: Option<u32>,
        /// Seed: the same seed and options give the same tournament (a
        /// fresh seed when left out, printed and written in record 012).
        #[arg(long)]
        seed: Option<u64>,
        /// The team colour preferences of C.04.6 (`--team`): type A, type B
        /// or none (random when left out: A in half the events).
        #[arg(long, value_enum, conflicts_with = "dutch")]
        colours: Option<TeamColours>,
        /// Ratings (`--dutch`): a range `LOW-HIGH` (e.g. 1400-2200), `random`
        /// (a random range, the default), one per player, `2100,2050,...`,
        /// or groups with gaps between them, `LOW-HIGH:COUNT,...`
        /// (`2300-2500:8,1500-1900:40`) (each rating 1-3000; numbered
        /// highest first; a list or groups set the players).
        #[arg(long, conflicts_with = "team", value_parser = clap::value_parser!(dutch_generate::Ratings))]
        ratings: Option<dutch_generate::Ratings>,
        /// Requested full-point byes (`--dutch`): in the whole event a count
        /// (`12`) or a percentage of the player-rounds (`1%`); or per round,
        /// `ROUND:AMOUNT,...` (`3:2,5:10%`: 2 in round 3, a tenth of the
        /// players in round 5); random 0-1%.
        #[arg(long, conflicts_with = "team", value_parser = clap::value_parser!(dutch_generate::Quota))]
        full_point_byes: Option<dutch_generate::Quota>,
        /// Requested half-point byes, as `--full-point-byes` (random 0-3%).
        #[arg(long, conflicts_with = "team", value_parser = clap::value_parser!(dutch_generate::Quota))]
        half_point_byes: Option<dutch_generate::Quota>,
        /// Requested zero-point byes, as `--full-point-byes` (random 0-2%).
        #[arg(long, conflicts_with = "team", value_parser = clap::value_parser!(dutch_generate::Quota))]
        zero_point_byes: Option<dutch_generate::Quota>,
        /// Games won by forfeit, either player the winner (`--dutch`): a
        /// count in the whole event or a percentage of the games, or per
        /// round as `--full-point-byes`; random 0-3%.
        #[arg(long, conflicts_with_all = ["team", "forfeit_percent"],
              value_parser = clap::value_parser!(dutch_generate::Quota))]
        forfeits: Option<dutch_generate::Quota>,
        /// Games forfeited by both players (`--dutch`), as `--forfeits`; random 0-0.5%.
        #[arg(long, conflicts_with_all = ["team", "forfeit_percent"],
              value_parser = clap::value_parser!(dutch_generate::Quota))]
        double_forfeits: Option<dutch_generate::Quota>,
        /// Games scored ½-0, 0-½ or 0-0 (`--dutch`), a third of each, as
        /// `--forfeits`; random 0-0.5%.
        #[arg(long, conflicts_with = "team", value_parser = clap::value_parser!(dutch_generate::Quota))]
        unusual_results: Option<dutch_generate::Quota>,
        /// Percent of the player-rounds as requested byes, half of them
        /// half-point, half zero-point (`--dutch`; the older form of
        /// `--half-point-byes` and `--zero-point-byes`).
        #[arg(long, conflicts_with_all = ["team", "half_point_byes", "zero_point_byes"], value_parser = percent())]
        bye_percent: Option<u64>,
        /// Percent chance per game (per board for `--team`, random 0-3 when
        /// left out) of a forfeit; `--dutch`: nine in ten won by one player, one in ten lost
        /// by both (the older form of `--forfeits` and `--double-forfeits`).
        #[arg(long, value_parser = percent())]
        forfeit_percent: Option<u64>,
        /// Percent chance per match that it is forfeited as a whole
        /// (`--team`, record 330; random 0-2 when left out).
        #[arg(long, conflicts_with = "dutch", value_parser = percent())]
        match_forfeit_percent: Option<u64>,
        /// Percent chance per team and round of being absent (`--team`,
        /// record 240 `Z`; random 0-3 when left out).
        #[arg(long, conflicts_with = "dutch", value_parser = percent())]
        absent_percent: Option<u64>,
        /// Percent chance per player and round, from round 2, of withdrawing
        /// (`--dutch`; random 0-1% when left out).
        #[arg(long, conflicts_with = "team", value_parser = percent())]
        withdraw_percent: Option<u64>,
        /// The tie-break list after points (`--dutch`), e.g. "BH/C1,BH,SB",
        /// written as record 202; the rank column follows it. Random among
        /// a few usual lists when left out.
        #[arg(long, conflicts_with = "team")]
        tiebreaks: Option<String>,
        /// Accelerate the pairings by the Baku method (C.04.7): virtual
        /// points for group A, written as records 250 (`--dutch`;
        /// `--baku` or `--baku yes`, `--baku no`; one event in four when
        /// left out).
        #[arg(long, conflicts_with = "team", num_args = 0..=1, default_missing_value = "yes",
              value_parser = clap::builder::BoolishValueParser::new())]
        baku: Option<bool>,
        /// Add this many random prohibited pairings (two or three players
        /// who may not meet, in a range of rounds), written as records 260
        /// (`--dutch`; random, one for every 20 players at most and no
        /// more than 3, when left out).
        #[arg(long, conflicts_with = "team", value_parser = clap::value_parser!(u32).range(0..=1000))]
        prohibit: Option<u32>,
        /// The TRF file to write.
        #[arg(short = 'o')]
        output: String,
    },
    /// Standings with FIDE tie-breaks from a TRF file: for each player the
    /// starting rank, points, rank and the values keyed by code (`--json`, the
    /// tie-break vectors' format), or a readable table. Exit 2 on a bad file
    /// (with line and column), an unknown code or system.
    Standings {
        /// The tournament (TRF-16 / TRF-2026).
        input: String,
        /// Comma-separated codes with modifiers, e.g. "PTS,DE,BH/C1,SB";
        /// default: PTS and the system's default list.
        #[arg(long)]
        tiebreaks: Option<String>,
        /// `swiss` or `roundrobin` (default: what the file's 192/092 says, else swiss).
        #[arg(long)]
        system: Option<String>,
        /// The edition of the tie-break regulations, `2024` or `2026` (default:
        /// the one in force on the file's start date, record 042; without
        /// one, the edition in force today).
        #[arg(long)]
        edition: Option<String>,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// FIDE ratings: what an event does to each player's rating (Handbook
    /// B.02), and rating lists imported into the app's database.
    Rating {
        #[command(subcommand)]
        command: RatingCommand,
    },
    /// Title norms (FIDE Handbook B.01): for each player of a TRF, each norm
    /// met or what is missing. Exit 2 on a bad file.
    Norms {
        /// The tournament (TRF-16 / TRF-2026).
        input: String,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Board prizes of a team event: each roster board's players (then the
    /// reserves) ranked by performance rating or percentage over the games
    /// they played over the board. Exit 2 on a bad or non-team file.
    Boards {
        /// The team event (TRF-2026 with team records 310).
        input: String,
        /// `performance` (B.01's Rp = Ra + dp) or `percentage` (default performance).
        #[arg(long)]
        by: Option<String>,
        /// The fewest games played for a prize (players below it are listed last).
        #[arg(long, default_value_t = 0)]
        min_games: u32,
        /// The rating an unrated opponent counts with in the performance
        /// (default: such games are left out of it).
        #[arg(long)]
        unrated_rating: Option<u16>,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Arbiter rulings under the FIDE Laws of Chess.
    Rulings {
        #[command(subcommand)]
        command: RulingsCommand,
    },
    /// PGN tools.
    Pgn {
        #[command(subcommand)]
        command: PgnCommand,
    },
}

/// The colour preferences of a generated team event (C.04.6 art. 1.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TeamColours {
    /// Type A: strong preferences only.
    A,
    /// Type B: strong and mild preferences.
    B,
    /// No colour preferences.
    None,
}

impl From<TeamColours> for crate::tournament::team::ColourModel {
    fn from(colours: TeamColours) -> Self {
        match colours {
            TeamColours::A => Self::TypeA,
            TeamColours::B => Self::TypeB,
            TeamColours::None => Self::None,
        }
    }
}

/// The parser of a percent option: 0 to 100.
fn percent() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(0..=100)
}

#[derive(Subcommand)]
enum RulesCommand {
    /// Replay games: reads `{"id", "start_fen", "moves_san"}` lines, writes
    /// `{"id", "moves_uci", "plies", "final"}` (or `"error": {"ply", "message"}`).
    Replay {
        /// JSON-lines file; standard input when omitted.
        file: Option<String>,
    },
    /// Read moves: reads `{"fen", "input"}` lines, writes `{"valid", "uci", "canonical_san"}`.
    San {
        /// JSON-lines file; standard input when omitted.
        file: Option<String>,
    },
    /// Check positions: reads `{"fen"}` lines, writes `{"valid", "normalized_fen"}`.
    Fen {
        /// JSON-lines file; standard input when omitted.
        file: Option<String>,
    },
    /// Count the leaf nodes of the legal move tree.
    Perft {
        /// The position.
        fen: String,
        /// Depth in plies.
        depth: u32,
    },
}

#[derive(Subcommand)]
enum RatingCommand {
    /// Per player: rating, K, rated games, expected score, score and the
    /// change K × (W − We) (`--json`: `{"players": [...]}`). Rated games are
    /// those played over the board against a rated opponent. Exit 2 on a bad file.
    Change {
        /// The tournament (TRF-16 / TRF-2026).
        input: String,
        /// `standard`, `rapid` or `blitz` (default standard).
        #[arg(long)]
        kind: Option<String>,
        /// K for every player instead of the Regulations' choice (1-40).
        #[arg(long)]
        k: Option<u8>,
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Import a rating list into the database (FIDE's TXT or XML as FIDE
    /// publishes it, or a national CSV with `--columns`), replacing an earlier
    /// import of the same list and month. Exit 2 on a bad file, with the line.
    Import {
        /// The list file.
        file: String,
        /// The list's month, `YYYY-MM`.
        #[arg(long)]
        month: String,
        /// For FIDE's single-kind TXT files: `standard`, `rapid` or `blitz`.
        #[arg(long)]
        kind: Option<String>,
        /// A national list's name (the list is FIDE's when omitted).
        #[arg(long)]
        national: Option<String>,
        /// A national CSV's columns: `id=HEADER,name=HEADER,rating=HEADER`
        /// and optionally `federation=`, `sex=`, `title=`, `birth=`.
        #[arg(long)]
        columns: Option<String>,
        #[command(flatten)]
        database: DatabaseArgs,
    },
}

#[derive(Subcommand)]
enum RulingsCommand {
    /// Replay a game's event log (time control, scheduled start, default
    /// time, arrivals, moves, claims...; see README) and print the clocks,
    /// the result and every ruling with its article as JSON. Exit 2 on a
    /// malformed file or an event that cannot happen, with the reason.
    Replay {
        /// The incident file (JSON).
        incident: String,
    },
}

#[derive(Subcommand)]
enum PgnCommand {
    /// Check every game of a PGN file: syntax, FEN tags, and the legality of every move.
    Check {
        /// The PGN file.
        file: String,
    },
}

#[derive(Subcommand)]
enum UserCommand {
    /// Create an account. The password is read from ARBITER_PASSWORD, or else
    /// from the first line of standard input.
    Add {
        /// Account name.
        username: String,
        /// `admin` (manages accounts) or `arbiter` (runs tournaments).
        #[arg(long, default_value = "admin")]
        role: String,
        #[command(flatten)]
        database: DatabaseArgs,
    },
}

/// A failure with its exit code.
#[derive(Debug)]
struct Failure {
    code: u8,
    message: String,
}

fn bad_input(message: impl Into<String>) -> Failure {
    Failure { code: 2, message: message.into() }
}

fn failed(message: impl std::fmt::Display) -> Failure {
    Failure { code: 1, message: message.to_string() }
}

/// Says on standard error what of a TRF was written in a convention of
/// other programs (older forms of unplayed rounds, other forms of dates
/// and ids...), and what it was read as: one line per [`crate::trf::Adjustment`].
fn note_legacy(path: &str, file: &crate::trf::Trf) {
    for (adjustment, count) in &file.adjustments {
        eprintln!("arbiter: {path}: {count} {adjustment}");
    }
}

/// A refusal of the file at `path` for every problem found (`problems`, at
/// least one, each a line of text naming its place): one problem is the
/// failure's message; several are written each on its own line of standard
/// error, the failure saying how many.
fn refused(code: u8, path: &str, problems: impl Iterator<Item = String>) -> Failure {
    let problems: Vec<String> = problems.collect();
    if let [one] = problems.as_slice() {
        return Failure { code, message: one.clone() };
    }
    for problem in &problems {
        eprintln!("arbiter: {problem}");
    }
    Failure { code, message: format!("{path}: {} problems, named above", problems.len()) }
}

/// Parses the arguments and runs the command.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    init_logging(cli.log_format);
    let code = match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            eprintln!("arbiter: {}", f.message);
            ExitCode::from(f.code)
        }
    };
    if output::failed() { ExitCode::FAILURE } else { code }
}

/// Sends log lines (ours, and actix's through the `log` bridge) to standard
/// error, filtered by `RUST_LOG` (default: info, and warnings from actix-server).
fn init_logging(format: LogFormat) {
    let logs = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info,actix_server=warn".into()),
        )
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().flatten_event(true).init(),
    }
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Serve {
            bind,
            database,
            secret_key,
            cookie_secure,
            public_url,
            trusted_proxy,
            smtp_url,
            mail_from,
        } => {
            let dir = config::data_dir(&database.database_url);
            let secret_key = config::secret_key(secret_key.as_deref(), &dir).map_err(|e| bad_input(e.to_string()))?;
            let public_url =
                public_url.as_deref().map(config::public_url).transpose().map_err(|e| bad_input(e.to_string()))?;
            let database_url = database.database_url;
            let mail = smtp_url.map(|url| crate::mail::MailSettings { url, from: mail_from });
            if let Some(settings) = &mail {
                crate::mail::Mailer::new(settings).map_err(|e| bad_input(e.to_string()))?;
            }
            let config = Config { bind, database_url, secret_key, cookie_secure, public_url, trusted_proxy, mail };
            serve(config)
        }
        Command::Migrate { database } => {
            db::connect_and_migrate(&database.database_url).map_err(failed)?;
            outln!("database is up to date");
            Ok(())
        }
        Command::User { command: UserCommand::Add { username, role, database } } => {
            add_user(&username, &role, &database.database_url)
        }
        Command::Rules { command } => match command {
            RulesCommand::Replay { file } => rules::replay(file.as_deref()),
            RulesCommand::San { file } => rules::san(file.as_deref()),
            RulesCommand::Fen { file } => rules::fen_check(file.as_deref()),
            RulesCommand::Perft { fen, depth } => rules::perft(&fen, depth),
        },
        Command::Pgn { command: PgnCommand::Check { file } } => rules::pgn_check(&file),
        Command::Rulings { command: RulingsCommand::Replay { incident } } => rulings::replay_file(&incident),
        Command::Standings { input, tiebreaks, system, edition, json } => {
            standings::standings(&input, tiebreaks.as_deref(), system.as_deref(), edition.as_deref(), json)
        }
        Command::Rating { command: RatingCommand::Change { input, kind, k, json } } => {
            rating::change(&input, kind.as_deref(), k, json)
        }
        Command::Rating { command: RatingCommand::Import { file, month, kind, national, columns, database } } => {
            let (key, format) = rating::list_source(&month, kind.as_deref(), national, columns.as_deref())?;
            rating::import(&file, key, format, &database.database_url)
        }
        Command::Norms { input, json } => rating::norms(&input, json),
        Command::Boards { input, by, min_games, unrated_rating, json } => {
            team_boards::boards(&input, &team_boards::rules(by.as_deref(), min_games, unrated_rating)?, json)
        }
        Command::Pair { dutch: _, team: true, input, output } => {
            team_swiss::pair(&input, output.as_deref().filter(|o| *o != "-"))
        }
        Command::Pair { dutch: _, team: false, input, output } => {
            swiss::pair(&input, output.as_deref().filter(|o| *o != "-"))
        }
        Command::Check { dutch: _, team: true, input } => team_swiss::check(&input),
        Command::Check { dutch: _, team: false, input } => swiss::check(&input),
        Command::Generate {
            team: true,
            teams,
            boards,
            reserves,
            rounds,
            seed,
            colours,
            forfeit_percent,
            match_forfeit_percent,
            absent_percent,
            output,
            ..
        } => {
            let asked = team_generate::TeamAsked {
                teams: teams.map(usize::from),
                boards: boards.map(usize::from),
                reserves: reserves.map(usize::from),
                rounds,
                seed,
                colours: colours.map(Into::into),
                board_forfeit_percent: forfeit_percent,
                match_forfeit_percent,
                absent_percent,
            };
            let (options, lines) = asked.settle().map_err(|e| bad_input(e.to_string()))?;
            for line in lines {
                outln!("{line}");
            }
            team_generate::generate(&options, &output)
        }
        Command::Generate {
            players,
            rounds,
            seed,
            ratings,
            full_point_byes,
            half_point_byes,
            zero_point_byes,
            forfeits,
            double_forfeits,
            unusual_results,
            bye_percent,
            forfeit_percent,
            withdraw_percent,
            tiebreaks,
            output,
            baku,
            prohibit,
            ..
        } => {
            let options = dutch_generate::GenerateOptions {
                players,
                rounds,
                seed,
                full_point_byes,
                half_point_byes,
                zero_point_byes,
                forfeits,
                double_forfeits,
                unusual_results,
                bye_percent,
                forfeit_percent,
                withdraw_percent,
                ratings,
                tiebreaks,
                baku,
                prohibit,
            };
            dutch_generate::generate(&options, &output)
        }
    }
}

fn serve(config: Config) -> Result<(), Failure> {
    let pool = db::connect_and_migrate(&config.database_url).map_err(failed)?;
    actix_web::rt::System::new().block_on(async move {
        let (server, addr) = crate::web::start(&config, pool)
            .map_err(|e| bad_input(format!("cannot listen on {}: {e}", config.bind)))?;
        outln!("arbiter is running at http://{addr}/");
        tracing::info!(%addr, "serving");
        server.await.map_err(failed)?;
        tracing::info!("stopped");
        Ok(())
    })
}

fn add_user(username: &str, role: &str, database_url: &str) -> Result<(), Failure> {
    use crate::auth::role::Role;
    let role =
        Role::from_code(role).ok_or_else(|| bad_input(format!("unknown role {role:?}: use admin or arbiter")))?;
    let username = username.trim();
    if username.is_empty() || username.chars().count() > 64 {
        return Err(bad_input("the account name must have 1 to 64 characters"));
    }
    let password = match std::env::var("ARBITER_PASSWORD") {
        Ok(p) => p,
        // One line of standard input, bounded as every input is.
        Err(_) => input::Input::open("-", crate::text::MAX_LINE)?.next_line()?.unwrap_or_default(),
    };
    if password.chars().count() < crate::auth::password::MIN_LENGTH {
        return Err(bad_input("the password needs at least 8 characters (ARBITER_PASSWORD or standard input)"));
    }
    let hash = crate::auth::password::hash(&password).map_err(failed)?;
    let pool = db::connect_and_migrate(database_url).map_err(failed)?;
    let mut conn = pool.get().map_err(failed)?;
    if db::users::by_username(&mut conn, username).map_err(failed)?.is_some() {
        return Err(bad_input(format!("an account named {username:?} exists already")));
    }
    let user = db::models::NewUser { username, password_hash: &hash, role, created_at: chrono::Utc::now().naive_utc() };
    db::users::insert(&mut conn, &user).map_err(failed)?;
    outln!("created {} account {username}", role.code());
    Ok(())
}
