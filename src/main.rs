//! The `arbiter` command: `serve` (the web app), `migrate`, `user add`, and
//! the core on files (`pair`, `check`, `generate`, `standings`, `rating`,
//! `norms`, `rules`, `pgn`, `rulings`); see `arbiter --help` and the README.

fn main() -> std::process::ExitCode {
    arbiter::cli::main()
}
