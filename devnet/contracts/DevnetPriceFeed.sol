// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A price feed for the Portkit devnet with the AggregatorV3 interface (Chainlink's read side).
/// @dev Its owner posts answers: each starts a new round. The data API reads it exactly as it reads a
/// mainnet feed (decimals + latestRoundData), so the devnet's prices take the production path.
contract DevnetPriceFeed {
    struct Round {
        int256 answer;
        uint256 startedAt;
        uint256 updatedAt;
        uint80 answeredInRound;
    }

    uint8 public immutable decimals;
    address public immutable owner;
    string public description;
    uint256 public constant version = 1;
    uint80 public latestRound;

    mapping(uint80 => Round) private rounds;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    error NotOwner();
    error NoDataPresent();

    constructor(uint8 decimals_, string memory description_, int256 initialAnswer) {
        decimals = decimals_;
        description = description_;
        owner = msg.sender;
        _startRound(initialAnswer, block.timestamp, 0);
    }

    /// @notice Starts a new round answered now.
    function setAnswer(int256 answer) external {
        if (msg.sender != owner) revert NotOwner();
        _startRound(answer, block.timestamp, 0);
    }

    /// @notice Starts a new round as a faulty feed reports it: updated at `updatedAt`, and carried over
    /// from round `answeredInRound` (0: answered in the new round itself). Lets tests show the checks
    /// readers apply (stale answers, answers carried over from an earlier round).
    function setRound(int256 answer, uint256 updatedAt, uint80 answeredInRound) external {
        if (msg.sender != owner) revert NotOwner();
        _startRound(answer, updatedAt, answeredInRound);
    }

    function getRoundData(uint80 roundId)
        public
        view
        returns (uint80, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        Round storage round = rounds[roundId];
        if (round.updatedAt == 0) revert NoDataPresent();
        return (roundId, round.answer, round.startedAt, round.updatedAt, round.answeredInRound);
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        return getRoundData(latestRound);
    }

    function _startRound(int256 answer, uint256 updatedAt, uint80 answeredInRound) private {
        uint80 roundId = latestRound + 1;
        latestRound = roundId;
        rounds[roundId] = Round(answer, updatedAt, updatedAt, answeredInRound == 0 ? roundId : answeredInRound);
        emit AnswerUpdated(answer, roundId, updatedAt);
    }
}
