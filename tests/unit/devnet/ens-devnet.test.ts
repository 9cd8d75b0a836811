import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  type Address,
  type PublicClient,
} from "viem";
import { getCode, multicall } from "viem/actions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multicall3Artifact } from "../../../devnet/contracts/multicall3.artifact.ts";
import {
  startAnvil,
  testAccounts,
  type AnvilNode,
} from "../../../devnet/index.ts";
import type { Network } from "../../../runtime/core/types.ts";
import { devnetAlpha, devnetBeta } from "../../../runtime/networks/devnet.ts";
import { deployFixtureToken, sendAs } from "../../support/anvil-contracts.ts";

/**
 * Issue 26 item 6: the devnet runs the real contracts viem reads through on mainnet: Multicall3 at its
 * canonical address on every devnet anvil.
 */

const [alice, bob] = testAccounts(2);

/** The network as viem sees it, with its declared contracts (how the runtime hands it to viem). */
function viemChain(network: Network, rpcUrl: string) {
  const contracts = Object.fromEntries(
    Object.entries(network.contracts ?? {}).map(([name, { address }]) => [
      name,
      { address: address as Address },
    ]),
  );
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts,
  });
}

/** A client whose eth_call targets are recorded, so a test can see which contract a read went through. */
function recordingClient(
  network: Network,
  rpcUrl: string,
): { client: PublicClient; calledTo: string[] } {
  const calledTo: string[] = [];
  const transport = http(rpcUrl, {
    retryCount: 0,
    onFetchRequest: async (request) => {
      const body = (await request.clone().json()) as {
        method: string;
        params: [{ to: string }];
      };
      if (body.method === "eth_call")
        calledTo.push(body.params[0].to.toLowerCase());
    },
  });
  return {
    client: createPublicClient({
      chain: viemChain(network, rpcUrl),
      transport,
    }),
    calledTo,
  };
}

describe("Multicall3 on every devnet anvil chain", () => {
  let node: AnvilNode;
  beforeAll(async () => {
    node = await startAnvil({ chainId: Number(devnetBeta.id) });
  });
  afterAll(async () => {
    await node?.stop();
  });

  it("has its runtime code at the canonical address the devnet networks declare", async () => {
    const { client } = recordingClient(devnetBeta, node.rpcUrl);
    const address = devnetBeta.contracts!.multicall3!.address as Address;
    expect(address).toBe("0xcA11bde05977b3631167028862bE2a173976CA11");
    expect(devnetAlpha.contracts?.multicall3?.address).toBe(address);
    expect(await getCode(client, { address })).toBe(
      multicall3Artifact.deployedBytecode,
    );
  });

  it("answers a multicall of two balanceOf reads in one eth_call to that address", async () => {
    const token = await deployFixtureToken(node.rpcUrl, alice!.address, 1_000n);
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: "transfer",
      args: [bob!.address, 250n],
    });
    await sendAs(node.rpcUrl, {
      from: alice!.address,
      to: token,
      data: transfer,
    });
    const { client, calledTo } = recordingClient(devnetBeta, node.rpcUrl);

    const balanceOf = (account: Address) =>
      ({
        address: token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [account],
      }) as const;
    const results = await multicall(client, {
      contracts: [balanceOf(alice!.address), balanceOf(bob!.address)],
      allowFailure: false,
    });

    expect(results).toEqual([750n, 250n]);
    expect(calledTo).toEqual([
      devnetBeta.contracts!.multicall3!.address.toLowerCase(),
    ]);
  });
});
