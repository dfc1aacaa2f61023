//! The diesel schema, written by hand in portable types so one schema serves
//! SQLite and PostgreSQL.

diesel::table! {
    users (id) {
        id -> Integer,
        username -> Text,
        password_hash -> Text,
        role -> Text,
        created_at -> Timestamp,
        session_generation -> Integer,
        disabled -> Bool,
    }
}

diesel::table! {
    revoked_sessions (session_id) {
        session_id -> Text,
        expires_at -> Timestamp,
    }
}

diesel::table! {
    sign_in_attempts (id) {
        id -> BigInt,
        scope -> Text,
        key -> Text,
        at -> Timestamp,
        settled -> Bool,
    }
}

diesel::table! {
    two_factor (user_id) {
        user_id -> Integer,
        secret -> Text,
        last_step -> BigInt,
        enabled_at -> Timestamp,
    }
}

diesel::table! {
    recovery_codes (user_id, code_hash) {
        user_id -> Integer,
        code_hash -> Text,
    }
}

diesel::table! {
    settings (name) {
        name -> Text,
        value -> Text,
    }
}

diesel::table! {
    deputy_names (tournament_id, username) {
        tournament_id -> Integer,
        username -> Text,
    }
}

diesel::table! {
    known_sign_in_sources (user_id, address) {
        user_id -> Integer,
        address -> Text,
        last_at -> Timestamp,
    }
}

diesel::table! {
    tournaments (id) {
        id -> Integer,
        name -> Text,
        place -> Text,
        federation -> Text,
        start_date -> Date,
        end_date -> Date,
        system -> Text,
        rounds -> Integer,
        time_control -> Text,
        default_time_minutes -> Integer,
        time_zone -> Text,
        points_win -> Integer,
        points_draw -> Integer,
        points_loss -> Integer,
        points_pab -> Integer,
        points_hpb -> Integer,
        points_fpb -> Integer,
        points_zpb -> Integer,
        tiebreaks -> Text,
        paired_rounds -> Integer,
        version -> Integer,
        created_by -> Integer,
        created_at -> Timestamp,
        game_mode -> Text,
        tiebreak_edition -> Text,
        name_key -> Text,
        place_key -> Text,
        fide_mode_left -> Nullable<Integer>,
        long_event -> Bool,
        ratings_each_round -> Bool,
        rr_reverse_last_two -> Bool,
        final_ties -> Text,
    }
}

diesel::table! {
    player_ratings (id) {
        id -> Integer,
        tournament_id -> Integer,
        player_id -> Integer,
        from_round -> Integer,
        rating -> Integer,
    }
}

diesel::table! {
    integrity_breaches (id) {
        id -> Integer,
        tournament_id -> Integer,
        round -> Integer,
        kind -> Text,
        detail -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    list_changes (id) {
        id -> Integer,
        stamp -> BigInt,
    }
}

diesel::table! {
    tournament_arbiters (tournament_id, user_id) {
        tournament_id -> Integer,
        user_id -> Integer,
        chief -> Bool,
    }
}

diesel::table! {
    players (id) {
        id -> Integer,
        tournament_id -> Integer,
        pairing_no -> Nullable<Integer>,
        name -> Text,
        sex -> Text,
        title -> Text,
        fide_rating -> Nullable<Integer>,
        national_rating -> Nullable<Integer>,
        federation -> Text,
        fide_id -> Nullable<BigInt>,
        birth_date -> Text,
        club -> Text,
        withdrawn_from_round -> Nullable<Integer>,
        version -> Integer,
        hpb_ineligible -> Bool,
        expelled -> Bool,
        tie_place -> Nullable<Integer>,
        external_tiebreak -> Nullable<Integer>,
        fide_rating_source -> Text,
        national_rating_source -> Text,
    }
}

diesel::table! {
    rounds (id) {
        id -> Integer,
        tournament_id -> Integer,
        number -> Integer,
        starts_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    boards (id) {
        id -> Integer,
        tournament_id -> Integer,
        round -> Integer,
        board_no -> Integer,
        white_id -> Integer,
        black_id -> Nullable<Integer>,
        result -> Text,
        version -> Integer,
    }
}

diesel::table! {
    audit_log (id) {
        id -> Integer,
        tournament_id -> Nullable<Integer>,
        user_id -> Nullable<Integer>,
        at -> Timestamp,
        action -> Text,
        subject -> Text,
        before -> Text,
        after -> Text,
        event -> Nullable<Text>,
    }
}

diesel::table! {
    archived_tournaments (tournament_id) {
        tournament_id -> Integer,
        archived_at -> Timestamp,
    }
}

diesel::table! {
    games (id) {
        id -> Integer,
        tournament_id -> Integer,
        board_id -> Integer,
        start_fen -> Text,
        result -> Text,
        termination -> Text,
        version -> Integer,
    }
}

diesel::table! {
    game_moves (id) {
        id -> Integer,
        game_id -> Integer,
        ply -> Integer,
        san -> Text,
        uci -> Text,
        entered_at -> Timestamp,
    }
}

diesel::table! {
    bye_requests (id) {
        id -> Integer,
        tournament_id -> Integer,
        player_id -> Integer,
        round -> Integer,
        kind -> Text,
    }
}

diesel::table! {
    game_events (id) {
        id -> Integer,
        board_id -> Integer,
        at -> Timestamp,
        kind -> Text,
        data -> Text,
        recorded_by -> Nullable<Integer>,
    }
}

diesel::table! {
    rating_lists (id) {
        id -> Integer,
        source -> Text,
        label -> Text,
        month -> Text,
        players -> Integer,
        imported_at -> Timestamp,
        imported_by -> Nullable<Integer>,
    }
}

diesel::table! {
    rating_list_entries (list_id, player_id) {
        list_id -> Integer,
        player_id -> BigInt,
        name -> Text,
        search_name -> Text,
        federation -> Text,
        sex -> Text,
        title -> Text,
        birth_year -> Nullable<Integer>,
        standard -> Nullable<Integer>,
        rapid -> Nullable<Integer>,
        blitz -> Nullable<Integer>,
        inactive -> Bool,
    }
}

diesel::table! {
    categories (id) {
        id -> Integer,
        tournament_id -> Integer,
        name -> Text,
        rules -> Text,
    }
}

diesel::table! {
    prize_series (id) {
        id -> Integer,
        tournament_id -> Integer,
        category_id -> Nullable<Integer>,
        amounts -> Text,
    }
}

diesel::table! {
    prize_settings (tournament_id) {
        tournament_id -> Integer,
        sharing -> Text,
        age_cutoff -> Nullable<Date>,
        currency -> Text,
    }
}

diesel::table! {
    pairing_settings (tournament_id) {
        tournament_id -> Integer,
        acceleration -> Text,
        baku_last_player_id -> Nullable<Integer>,
    }
}

diesel::table! {
    round_inputs (tournament_id, round) {
        tournament_id -> Integer,
        round -> Integer,
        made_from -> Text,
        proposed -> Nullable<Text>,
    }
}

diesel::table! {
    pairing_jobs (tournament_id, round) {
        tournament_id -> Integer,
        round -> Integer,
        state -> Text,
        attempt -> Integer,
        started_by -> Integer,
        started_at -> Timestamp,
        heartbeat_at -> Timestamp,
        brackets_done -> Integer,
        brackets -> Integer,
        failure -> Text,
    }
}

diesel::table! {
    virtual_points (id) {
        id -> Integer,
        tournament_id -> Integer,
        points -> Integer,
        first_round -> Integer,
        last_round -> Integer,
        first_player -> Integer,
        last_player -> Integer,
    }
}

diesel::table! {
    prohibited_pairings (id) {
        id -> Integer,
        tournament_id -> Integer,
        first_round -> Integer,
        last_round -> Integer,
        rule -> Text,
    }
}

diesel::table! {
    prohibited_pairing_players (prohibition_id, player_id) {
        prohibition_id -> Integer,
        player_id -> Integer,
    }
}

diesel::table! {
    team_settings (tournament_id) {
        tournament_id -> Integer,
        boards -> Integer,
        colour_model -> Text,
        primary_score -> Text,
        match_win -> Integer,
        match_draw -> Integer,
        match_loss -> Integer,
        pab_match -> Integer,
        pab_game -> Integer,
        version -> Integer,
        tiebreaks -> Text,
        captains_line_ups -> Bool,
    }
}

diesel::table! {
    teams (id) {
        id -> Integer,
        tournament_id -> Integer,
        tpn -> Integer,
        name -> Text,
        short_name -> Text,
        federation -> Text,
        captain -> Text,
        withdrawn_from -> Nullable<Integer>,
        version -> Integer,
        captain_token -> Nullable<Text>,
    }
}

diesel::table! {
    team_members (player_id) {
        player_id -> Integer,
        team_id -> Integer,
        place -> Integer,
    }
}

diesel::table! {
    team_matches (id) {
        id -> Integer,
        tournament_id -> Integer,
        round -> Integer,
        match_no -> Integer,
        first_team_id -> Integer,
        second_team_id -> Nullable<Integer>,
        bracket -> Integer,
        first_upfloater -> Bool,
        second_upfloater -> Bool,
        colour_rule -> Nullable<Text>,
        forfeit -> Nullable<Text>,
        version -> Integer,
    }
}

diesel::table! {
    line_ups (tournament_id, round, team_id, board) {
        tournament_id -> Integer,
        round -> Integer,
        team_id -> Integer,
        board -> Integer,
        player_id -> Integer,
    }
}

diesel::joinable!(team_members -> teams (team_id));
diesel::joinable!(team_members -> players (player_id));
diesel::joinable!(rating_list_entries -> rating_lists (list_id));
diesel::joinable!(games -> boards (board_id));
diesel::joinable!(bye_requests -> players (player_id));
diesel::joinable!(game_moves -> games (game_id));
diesel::joinable!(players -> tournaments (tournament_id));
diesel::joinable!(boards -> tournaments (tournament_id));
diesel::joinable!(rounds -> tournaments (tournament_id));
diesel::joinable!(tournament_arbiters -> tournaments (tournament_id));
diesel::joinable!(tournament_arbiters -> users (user_id));
diesel::joinable!(audit_log -> users (user_id));
diesel::joinable!(archived_tournaments -> tournaments (tournament_id));

diesel::joinable!(known_sign_in_sources -> users (user_id));
diesel::joinable!(two_factor -> users (user_id));
diesel::joinable!(recovery_codes -> users (user_id));
diesel::joinable!(deputy_names -> tournaments (tournament_id));

diesel::table! {
    rating_corrections (board_id) {
        board_id -> Integer,
        tournament_id -> Integer,
        result -> Text,
    }
}

diesel::table! {
    officials (tournament_id, position) {
        tournament_id -> Integer,
        position -> Integer,
        chief -> Bool,
        name -> Text,
    }
}

diesel::table! {
    rating_methods (tournament_id) {
        tournament_id -> Integer,
        method -> Text,
        tie_order -> Text,
    }
}

diesel::table! {
    list_sequences (tournament_id) {
        tournament_id -> Integer,
        lists -> Text,
        checks -> Bool,
    }
}

diesel::table! {
    self_service (tournament_id) {
        tournament_id -> Integer,
        entry_open -> Bool,
        entry_closes -> Nullable<Timestamp>,
        entry_limit -> Nullable<Integer>,
        entry_auto -> Bool,
        check_in -> Bool,
        check_in_minutes -> Integer,
        bye_limit -> Integer,
        bye_hours -> Integer,
        reported_results -> Text,
    }
}

diesel::table! {
    player_links (player_id) {
        player_id -> Integer,
        tournament_id -> Integer,
        token -> Text,
    }
}

diesel::table! {
    player_contacts (player_id) {
        player_id -> Integer,
        tournament_id -> Integer,
        email -> Text,
    }
}

diesel::table! {
    player_requests (id) {
        id -> Integer,
        tournament_id -> Integer,
        player_id -> Integer,
        kind -> Text,
        round -> Integer,
        state -> Text,
        asked_at -> Timestamp,
        decided_by -> Nullable<Integer>,
        decided_at -> Nullable<Timestamp>,
        reason -> Text,
    }
}

diesel::table! {
    check_ins (player_id, round) {
        player_id -> Integer,
        round -> Integer,
        tournament_id -> Integer,
        at -> Timestamp,
        by_arbiter -> Bool,
    }
}

diesel::table! {
    result_reports (board_id, player_id) {
        board_id -> Integer,
        player_id -> Integer,
        tournament_id -> Integer,
        result -> Text,
        at -> Timestamp,
    }
}

diesel::table! {
    entries (id) {
        id -> Integer,
        tournament_id -> Integer,
        name -> Text,
        fide_id -> Nullable<BigInt>,
        birth_date -> Nullable<Text>,
        club -> Text,
        email -> Text,
        state -> Text,
        asked_at -> Timestamp,
        address -> Text,
        player_id -> Nullable<Integer>,
        decided_by -> Nullable<Integer>,
        token -> Nullable<Text>,
        reason -> Text,
    }
}

diesel::table! {
    point_adjustments (id) {
        id -> Integer,
        tournament_id -> Integer,
        player_id -> Integer,
        round -> Integer,
        tenths -> Integer,
        reason -> Text,
    }
}

diesel::table! {
    variants (tournament_id) {
        tournament_id -> Integer,
        chess960 -> Bool,
    }
}

diesel::allow_tables_to_appear_in_same_query!(
    player_contacts,
    self_service,
    player_links,
    player_requests,
    check_ins,
    result_reports,
    entries,
    point_adjustments,
    list_sequences,
    variants,
    rating_methods,
    officials,
    rating_corrections,
    integrity_breaches,
    player_ratings,
    archived_tournaments,
    users,
    deputy_names,
    known_sign_in_sources,
    revoked_sessions,
    two_factor,
    recovery_codes,
    settings,
    tournaments,
    tournament_arbiters,
    players,
    rounds,
    boards,
    audit_log,
    games,
    game_moves,
    bye_requests,
    game_events,
    rating_lists,
    rating_list_entries,
    categories,
    prize_series,
    prize_settings,
    pairing_settings,
    virtual_points,
    prohibited_pairings,
    prohibited_pairing_players,
    round_inputs,
    pairing_jobs,
    team_settings,
    teams,
    team_members,
    team_matches,
    line_ups,
);
