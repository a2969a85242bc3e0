// Every destination file, region by region.
import type { DestinationFile } from "../schema";
import hokkaido from "./hokkaido";
import tohoku from "./tohoku";
import kanto from "./kanto";
import chubu from "./chubu";
import kinki from "./kinki";
import chugoku from "./chugoku";
import shikoku from "./shikoku";
import kyushuOkinawa from "./kyushu-okinawa";

export const destinationFiles: DestinationFile[] = [...hokkaido, ...tohoku, ...kanto, ...chubu, ...kinki, ...chugoku, ...shikoku, ...kyushuOkinawa];
